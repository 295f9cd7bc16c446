import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCategory, JobLocation } from '../contract/constants';
import { jobListResponseSchema, type JobListResponse } from '../contract/schemas';
import { request } from 'shared-api/http';
import { jobKeys } from './keys';

/** What the front ends ask GET /api/jobs for; lists travel as comma-separated values. */
export interface JobListParams {
  page?: number;
  pageSize?: number;
  title?: string;
  location?: string;
  categories?: readonly JobCategory[];
  locations?: readonly JobLocation[];
  companyId?: string;
  excludeId?: string;
}

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
