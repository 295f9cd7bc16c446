import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { JOB_PAGE_SIZE, jobListQuerySchema, type JobListParams } from 'shared-api/contract';
import { homeJobListParams, type JobSearch } from 'shared-api/jobs/home-search';
import { jobListPath, jobListSearchParams } from 'shared-api/jobs/job-list-path';
import type { PageBody } from './page-head';

/**
 * A page of jobs as GET /api/jobs answers the call a screen makes with `params`, under that
 * call's path: the screen renders its cards from it at once instead of asking. The same for every
 * visitor (the public list, from the list's cache), as the page is. None when the API would
 * refuse that call, since the screen must then show the API's answer, nor when the list cannot be
 * read: the page still goes out, and the screen asks for its jobs.
 */
export async function jobListPageData(
  app: FastifyInstance,
  params: JobListParams,
  log: FastifyBaseLogger,
): Promise<PageBody['data']> {
  // Read as the route reads its query string.
  const query = jobListQuerySchema.safeParse(jobListSearchParams(params));
  if (!query.success) return undefined;
  const { page = 1, pageSize = JOB_PAGE_SIZE, ...filters } = query.data;
  try {
    const body = await app.jobListPage({ page, pageSize }, filters);
    return { [jobListPath(params)]: JSON.parse(body) as unknown };
  } catch (error) {
    log.warn({ err: error }, "a page's jobs could not be read: its screen asks for them");
    return undefined;
  }
}

/** The home page's first page of jobs, for the URL's search. */
export const homeJobs = (app: FastifyInstance, search: JobSearch, log: FastifyBaseLogger) =>
  jobListPageData(app, homeJobListParams(search), log);
