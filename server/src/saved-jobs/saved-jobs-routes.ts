import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  SAVED_JOBS_PER_USER,
  savedJobBodySchema,
  savedJobsResponseSchema,
} from 'shared-api/contract';
import { userOf } from '../accounts/require-token';
import { accountGone } from '../accounts/live-accounts';
import { conflict, notFound } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { listSavedJobs, saveJob, unsaveJob } from './saved-job-queries';

const JOB_NOT_FOUND = 'Job not found';

/**
 * A job seeker's saved jobs: save and unsave (each idempotent: the answer is the same however
 * often it is sent) and the list. Job seekers only: a company's token is refused (401), as on
 * every route under /api/users/.
 */
export const savedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/saved-jobs',
    { schema: { response: { 200: savedJobsResponseSchema, ...errorResponses(401) } } },
    async (request) => ({
      success: true as const,
      jobs: await listSavedJobs(app.db, app.fileUrls, userOf(request)),
    }),
  );

  app.post(
    '/api/users/save-job',
    {
      schema: {
        body: savedJobBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      switch (await saveJob(app.db, userOf(request), request.body.jobId)) {
        case 'no-user':
          throw accountGone();
        case 'no-job':
          throw notFound(JOB_NOT_FOUND);
        case 'full':
          throw conflict(
            `You have ${SAVED_JOBS_PER_USER} saved jobs, the most you can keep: remove one on Saved Jobs to save another.`,
          );
        case 'saved':
        case 'already-saved':
          return { success: true as const, message: 'Job saved' };
      }
    },
  );

  app.post(
    '/api/users/unsave-job',
    {
      schema: {
        body: savedJobBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if ((await unsaveJob(app.db, userOf(request), request.body.jobId)) === 'no-job')
        throw notFound(JOB_NOT_FOUND);
      return { success: true as const, message: 'Job removed from your saved jobs' };
    },
  );
};
