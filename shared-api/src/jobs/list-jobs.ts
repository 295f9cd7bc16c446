import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  jobListResponseSchema,
  type JobListQuery,
  type JobListResponse,
} from '../contract/schemas';
import { request } from 'shared-api/http';
import { jobKeys } from './keys';

function toParams(query: JobListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [
    string,
    string | number | string[] | undefined,
  ][]) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/** GET /api/jobs. With `page` set the server answers one page and the total. */
export async function fetchJobs(query: JobListQuery = {}): Promise<JobListResponse> {
  const data = await request<unknown>({ method: 'GET', url: '/api/jobs', params: toParams(query) });
  return jobListResponseSchema.parse(data);
}

export const jobListQuery = (query: JobListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => fetchJobs(query),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobListQuery) {
  return useQuery(jobListQuery(query));
}
