import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listCompanyJobsResponseSchema,
  type CompanyJobsQuery,
  type RecruiterJob,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** One page of the company's jobs: always paged, the whole list can be thousands. */
export type CompanyJobsFilters = Required<Pick<CompanyJobsQuery, 'page' | 'pageSize'>> &
  Pick<CompanyJobsQuery, 'status' | 'q'>;
export interface CompanyJobsPage {
  jobs: RecruiterJob[];
  total: number;
}

/** Under companyKeys.jobs(), so every job mutation's invalidation reaches every page. */
export const companyJobKeys = {
  lists: () => [...companyKeys.jobs(), 'list'] as const,
  list: (filters: CompanyJobsFilters) => [...companyJobKeys.lists(), filters] as const,
};

/** GET /api/company/list-jobs?page=: one page, newest first, with applicant counts. */
export async function fetchCompanyJobs(
  token: string | null,
  { page, pageSize, status, q }: CompanyJobsFilters,
): Promise<CompanyJobsPage> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/list-jobs',
    params: { page, pageSize, ...(status ? { status } : {}), ...(q ? { q } : {}) },
    headers: companyHeaders(token),
  });
  const { jobsData, total } = listCompanyJobsResponseSchema.parse(data);
  return { jobs: jobsData, total: total ?? jobsData.length };
}

export const companyJobsQuery = (token: string | null, filters: CompanyJobsFilters) =>
  queryOptions({
    queryKey: companyJobKeys.list(filters),
    queryFn: () => fetchCompanyJobs(token, filters),
    // Job seekers change these (they apply): every visit to the screen asks again.
    staleTime: 0,
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
    meta: { session: 'company' },
  });

export function useCompanyJobs(filters: CompanyJobsFilters) {
  const { companyToken } = useAppState();
  return useQuery({ ...companyJobsQuery(companyToken, filters), enabled: companyToken !== null });
}
