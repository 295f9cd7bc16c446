import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  jobListResponseSchema,
  type JobListParams,
  type JobListResponse,
} from 'shared-api/contract';
import { sentWithPage } from 'shared-api/first-paint/page-data';
import { request } from 'shared-api/http';
import { jobListPath, jobListSearchParams } from 'shared-api/jobs/job-list-path';
import { jobKeys } from 'shared-api/keys';

/** GET /api/jobs. With `page` set the server answers one page and the total. */
export async function fetchJobs(query: JobListParams = {}): Promise<JobListResponse> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/jobs',
    params: jobListSearchParams(query),
  });
  return jobListResponseSchema.parse(data);
}

/**
 * The page of jobs the server sent with the HTML when it is this very call (the home page's
 * search as its URL held it): the cards then render at once. Any other search, a filter changed
 * or a page turned, finds nothing under its own path and asks the API.
 */
function jobsSentWithPage(query: JobListParams): JobListResponse | undefined {
  const sent = jobListResponseSchema.safeParse(sentWithPage(jobListPath(query)));
  return sent.success ? sent.data : undefined;
}

export const jobListQuery = (query: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: () => fetchJobs(query),
    initialData: () => jobsSentWithPage(query),
    // As old as the page: stale, and asked again, once the app's staleTime has passed.
    initialDataUpdatedAt: () => performance.timeOrigin,
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useJobs(query: JobListParams) {
  return useQuery(jobListQuery(query));
}
