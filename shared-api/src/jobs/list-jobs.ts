import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  jobListResponseSchema,
  type JobListParams,
  type JobListResponse,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { jobKeys } from 'shared-api/keys';

function toParams(query: JobListParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [
    string,
    string | number | readonly string[] | undefined,
  ][]) {
    if (value === undefined) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/** GET /api/jobs. With `page` set the server answers one page and the total. */
export async function fetchJobs(query: JobListParams = {}): Promise<JobListResponse> {
  const data = await request<unknown>({ method: 'GET', url: '/api/jobs', params: toParams(query) });
  return jobListResponseSchema.parse(data);
}

export const jobListQuery = (query: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => fetchJobs(query),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobListParams) {
  return useQuery(jobListQuery(query));
}
