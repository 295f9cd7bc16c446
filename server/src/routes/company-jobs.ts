import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { companyOf } from '../plugins/require-token';
import {
  DESCRIPTION_MAX_LENGTH,
  idBodySchema,
  listCompanyJobsResponseSchema,
  messageResponseSchema,
  postJobBodySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import {
  insertJob,
  jobExists,
  listCompanyJobs,
  toggleVisibility,
} from '../db/queries/company-jobs';
import { toJob } from '../db/queries/jobs';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { sanitizeDescription } from '../lib/sanitize';

const errors = errorResponses(400, 401, 403, 404, 429);

export const companyJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/company/post-job',
    {
      config: app.postJobRateLimit,
      schema: {
        body: postJobBodySchema,
        response: {
          200: messageResponseSchema.extend({ job: z.object({ _id: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { description, ...fields } = request.body;
      // Measured as stored: sanitising escapes text, and '&' x 50,000 became 250,000 characters.
      const clean = sanitizeDescription(description);
      if (clean.length > DESCRIPTION_MAX_LENGTH) {
        throw badRequest(
          `The description is too long: ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters at most once formatted`,
        );
      }
      const id = await insertJob(app.db, { ...fields, companyId, description: clean });
      await app.jobChanged({
        title: fields.title,
        location: fields.location,
        category: fields.category,
        companyId,
      });
      return { success: true as const, message: 'Job Added', job: { _id: id } };
    },
  );

  app.get(
    '/api/company/list-jobs',
    { schema: { response: { 200: listCompanyJobsResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await listCompanyJobs(app.db, companyId);
      return {
        success: true as const,
        jobsData: rows.map((row) => ({ ...toJob(row, app.fileUrls), applicants: row.applicants })),
      };
    },
  );

  app.post(
    '/api/company/change-visibility',
    { schema: { body: idBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.body;
      const row = await toggleVisibility(app.db, companyId, id);
      if (!row) {
        throw (await jobExists(app.db, id))
          ? forbidden('You can only change your own jobs')
          : notFound('Job not found');
      }
      await app.jobChanged({ ...row, companyId });
      return {
        success: true as const,
        message: row.visible ? 'Job is now visible' : 'Job is now hidden',
      };
    },
  );
};
