import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobDetailResponseSchema, type Job } from 'shared-api/contract';
import { sentWithPage } from 'shared-api/first-paint/page-data';
import { request } from 'shared-api/http';
import { jobKeys } from 'shared-api/keys';

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

/** GET /api/jobs/{id}. */
export async function fetchJob(id: string): Promise<Job> {
  const data = await request<unknown>({ method: 'GET', url: jobPath(id) });
  return jobDetailResponseSchema.parse(data).job;
}

/**
 * The job the server sent with the page, when this is the page it sent: the screen then shows
 * it at once, as the page's first paint already does, and asks again once it is stale.
 */
function jobSentWithPage(id: string): Job | undefined {
  const sent = jobDetailResponseSchema.safeParse(sentWithPage(jobPath(id)));
  return sent.success ? sent.data.job : undefined;
}

export const jobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => fetchJob(id),
    initialData: () => jobSentWithPage(id),
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

export function useJob(id: string) {
  return useQuery(jobDetailQuery(id));
}
