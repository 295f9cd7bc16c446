import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCompanyJobsResponseSchema, type RecruiterJob } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** GET /api/company/list-jobs: every job of the company, newest first, with applicant counts. */
export async function fetchCompanyJobs(token: string | null): Promise<RecruiterJob[]> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/list-jobs',
    headers: companyHeaders(token),
  });
  return listCompanyJobsResponseSchema.parse(data).jobsData;
}

export const companyJobsQuery = (token: string | null) =>
  queryOptions({
    queryKey: companyKeys.jobs(),
    queryFn: () => fetchCompanyJobs(token),
    // Job seekers change these (they apply): every visit to the screen asks again.
    staleTime: 0,
    meta: { session: 'company' },
  });

export function useCompanyJobs() {
  const { companyToken } = useAppState();
  return useQuery({ ...companyJobsQuery(companyToken), enabled: companyToken !== null });
}
