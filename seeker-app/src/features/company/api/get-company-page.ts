import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyPageResponseSchema, type CompanyPageResponse } from 'shared-api/contract';
import { sentWithPage } from 'shared-api/first-paint/page-data';
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

const companyApiPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

/** GET /api/companies/{id}: the company's public face and its open job count. */
export async function fetchCompanyPage(id: string): Promise<CompanyPage> {
  const data = await request<unknown>({ method: 'GET', url: companyApiPath(id) });
  const { company, openJobs } = companyPageResponseSchema.parse(data);
  return { company, openJobs };
}

/**
 * The company the server sent with the page, when this is the page it sent: the screen then
 * shows it at once, as the page's first paint already does, and asks again once it is stale.
 */
function companySentWithPage(id: string): CompanyPage | undefined {
  const sent = companyPageResponseSchema.safeParse(sentWithPage(companyApiPath(id)));
  return sent.success ? { company: sent.data.company, openJobs: sent.data.openJobs } : undefined;
}

export const companyPageQuery = (id: string) =>
  queryOptions({
    queryKey: companyPageKeys.detail(id),
    queryFn: () => fetchCompanyPage(id),
    initialData: () => companySentWithPage(id),
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

export function useCompanyPage(id: string) {
  return useQuery(companyPageQuery(id));
}
