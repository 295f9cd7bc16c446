import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idSchema, jobDetailResponseSchema } from 'shared-api/contract';
import { jobFirstPaintText } from 'shared-api/jobs/job-posting-text';
import { MISSING_JOB_HEAD, jobPageDescription, jobPageTitle } from 'shared-api/page-head';
import { findJob } from '../jobs/job-queries';
import { jobOfDeletedCompany } from '../jobs/removed-job-queries';
import { withQuestions } from '../screening/job-questions';
import type { PageAnswer } from './page-head';
import { jobPath, jobPostingData, type SiteUrls } from './structured-data';

/**
 * A job's page (`/apply-jobs/{id}`): an open job with its JobPosting data and first paint; a
 * closed one 410 with its notice left to the screen; a hidden or unknown one 404, as
 * GET /api/jobs/{id} answers them.
 */
export async function jobPage(
  app: FastifyInstance,
  urls: SiteUrls,
  request: FastifyRequest,
  id: string,
): Promise<PageAnswer> {
  const job = idSchema.safeParse(id).success ? await findJob(app.db, app.fileUrls, id) : null;
  // A job whose company was deleted is gone for good (GET /api/jobs/{id} says the same).
  if (job && !job.visible && (await jobOfDeletedCompany(app.db, job._id)))
    return { status: 410, head: { ...MISSING_JOB_HEAD, robots: 'noindex' } };
  // A hidden job does not exist for the public (GET /api/jobs/{id} says the same).
  if (!job || !job.visible)
    return { status: 404, head: { ...MISSING_JOB_HEAD, robots: 'noindex' } };
  const head = { title: jobPageTitle(job), description: jobPageDescription(job) };
  // Gone: the page still shows it, with its notice, and no JobPosting is left to index.
  if (job.status !== 'open') return { status: 410, head: { ...head, robots: 'noindex' } };
  // The job as GET /api/jobs/{id} answers it, so the screen shows the first paint's job.
  app.jobViews.count(request, job._id);
  const answer = jobDetailResponseSchema.parse({
    success: true,
    job: await withQuestions(app.db, job, 'public'),
  });
  const url = urls.page(jobPath(job._id));
  return {
    status: 200,
    head: {
      ...head,
      canonical: url,
      openGraph: { type: 'website', url, image: urls.file(job.companyId.image) },
      jsonLd: [jobPostingData(job, urls)],
    },
    content: {
      screen: '/apply-jobs/:id',
      values: { ...jobFirstPaintText(answer.job) },
      // Under the id as the URL writes it, which the screen asks with.
      data: async () => ({ [`/api/jobs/${encodeURIComponent(id)}`]: answer }),
    },
  };
}
