import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityResponseSchema, type ActivityEntry } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { applicantKeys } from './applicant-keys';

/** GET /api/company/activity: who did what to one application, newest first. */
export async function fetchActivity(
  token: string | null,
  applicationId: string,
): Promise<ActivityEntry[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/activity',
    params: { applicationId },
    headers: companyHeaders(token),
  });
  return activityResponseSchema.parse(data).activity;
}

export const activityQuery = (token: string | null, applicationId: string) =>
  queryOptions({
    queryKey: applicantKeys.activity(applicationId),
    queryFn: () => fetchActivity(token, applicationId),
    // Colleagues act too: opening the panel asks again.
    staleTime: 0,
    meta: { session: 'company' },
  });

export function useActivity(applicationId: string) {
  const { companyToken } = useAppState();
  return useQuery({
    ...activityQuery(companyToken, applicationId),
    enabled: companyToken !== null,
  });
}
