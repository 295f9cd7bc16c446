import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailResponseSchema, type Job } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { companyKeys } from 'shared-api/keys';

/** Under companyKeys.jobs(), so a saved, closed or reopened job is asked for again. */
export const companyJobKey = (id: string) => [...companyKeys.jobs(), 'detail', id] as const;

/**
 * GET /api/jobs/{id} with the company token: one job, hidden ones included when they are the
 * company's own (to anyone else a hidden job is a 404).
 */
export async function fetchCompanyJob(token: string | null, id: string): Promise<Job> {
  const data = await request<unknown>({
    method: 'GET',
    url: `/api/jobs/${encodeURIComponent(id)}`,
    headers: companyHeaders(token),
  });
  return jobDetailResponseSchema.parse(data).job;
}

export const companyJobQuery = (token: string | null, id: string) =>
  queryOptions({
    queryKey: companyJobKey(id),
    queryFn: () => fetchCompanyJob(token, id),
    // The form starts from it: never from a copy older than the last save.
    staleTime: 0,
    meta: { session: 'company' },
  });

export function useCompanyJob(id: string) {
  const { companyToken } = useAppState();
  return useQuery({ ...companyJobQuery(companyToken, id), enabled: companyToken !== null });
}
