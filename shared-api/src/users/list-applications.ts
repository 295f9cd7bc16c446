import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsResponseSchema, type Application } from '../contract/accounts';
import { request } from 'shared-api/http';
import { bearerHeaders, useSeekerAuth, type SeekerSession } from 'shared-api/seeker-auth';
import { userKeys } from 'shared-api/keys';

/** GET /api/users/applications. */
export async function fetchMyApplications(session: SeekerSession): Promise<Application[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/users/applications',
    headers: await bearerHeaders(session),
  });
  return applicationsResponseSchema.parse(data).applications;
}

export const myApplicationsQuery = (session: SeekerSession) =>
  queryOptions({
    queryKey: userKeys.applications(session.userId),
    queryFn: () => fetchMyApplications(session),
    // Statuses change by the recruiters' hands, not ours: every screen that shows them asks again.
    staleTime: 0,
    meta: { session: 'seeker' },
  });

export function useMyApplications() {
  const auth = useSeekerAuth();
  return useQuery({ ...myApplicationsQuery(auth), enabled: auth.isSignedIn });
}
