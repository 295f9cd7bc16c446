import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailResponseSchema, type Job } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { jobKeys } from 'shared-api/keys';

/** GET /api/jobs/{id}. */
export async function fetchJob(id: string): Promise<Job> {
  const data = await request<unknown>({
    method: 'GET',
    url: `/api/jobs/${encodeURIComponent(id)}`,
  });
  return jobDetailResponseSchema.parse(data).job;
}

export const jobDetailQuery = (id: string) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => fetchJob(id) });

export function useJob(id: string) {
  return useQuery(jobDetailQuery(id));
}
