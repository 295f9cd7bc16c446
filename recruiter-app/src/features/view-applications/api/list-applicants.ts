import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsResponseSchema, type Application } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

// Resume links are signed for 15 minutes: fetch fresh ones before they expire.
const SIGNED_URL_REFRESH_MS = 10 * 60_000;

/** GET /api/company/applicants: applications to the company's jobs. */
export async function fetchApplicants(token: string | null): Promise<Application[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/applicants',
    headers: companyHeaders(token),
  });
  return applicationsResponseSchema.parse(data).applications;
}

export const applicantsQuery = (token: string | null) =>
  queryOptions({
    queryKey: companyKeys.applicants(),
    queryFn: () => fetchApplicants(token),
    // Job seekers change these (they apply): every visit to the screen asks again.
    staleTime: 0,
    refetchInterval: SIGNED_URL_REFRESH_MS,
    meta: { session: 'company' },
  });

export function useApplicants() {
  const { companyToken } = useAppState();
  return useQuery({ ...applicantsQuery(companyToken), enabled: companyToken !== null });
}
