import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyPageResponseSchema, type CompanyPageResponse } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { jobKeys } from 'shared-api/keys';

export type CompanyPage = Omit<CompanyPageResponse, 'success'>;

/**
 * Under ['jobs'], not the signed-in company's ['company']: the open job count changes with the
 * company's jobs, and a recruiter's change to a job invalidates ['jobs'].
 */
export const companyPageKeys = {
  all: () => [...jobKeys.all, 'company-page'] as const,
  detail: (id: string) => [...companyPageKeys.all(), id] as const,
};

/** GET /api/companies/{id}: the company's public face and its open job count. */
export async function fetchCompanyPage(id: string): Promise<CompanyPage> {
  const data = await request<unknown>({
    method: 'GET',
    url: `/api/companies/${encodeURIComponent(id)}`,
  });
  const { company, openJobs } = companyPageResponseSchema.parse(data);
  return { company, openJobs };
}

export const companyPageQuery = (id: string) =>
  queryOptions({ queryKey: companyPageKeys.detail(id), queryFn: () => fetchCompanyPage(id) });

export function useCompanyPage(id: string) {
  return useQuery(companyPageQuery(id));
}
