import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { and, count, desc, eq, not } from 'drizzle-orm';
import {
  DESCRIPTION_MAX_LENGTH,
  idBodySchema,
  listCompanyJobsResponseSchema,
  messageResponseSchema,
  postJobBodySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { jobColumns, toJob } from '../db/queries/jobs';
import { applications, companies, jobs } from '../db/schema';
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
      const companyId = await app.auth.company(request);
      const { description, ...fields } = request.body;
      // Measured as stored: sanitising escapes text, and '&' x 50,000 became 250,000 characters.
      const clean = sanitizeDescription(description);
      if (clean.length > DESCRIPTION_MAX_LENGTH) {
        throw badRequest(
          `The description is too long: ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters at most once formatted`,
        );
      }
      const [row] = await app.db
        .insert(jobs)
        .values({
          ...fields,
          companyId,
          description: clean,
          postedAt: Date.now(),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error('insert returned no row');
      await app.jobChanged({
        title: fields.title,
        location: fields.location,
        category: fields.category,
        companyId,
      });
      return { success: true as const, message: 'Job Added', job: { _id: row.id } };
    },
  );

  app.get(
    '/api/company/list-jobs',
    { schema: { response: { 200: listCompanyJobsResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const companyId = await app.auth.company(request);
      // Every job of the company with its applicant count, in one grouped query.
      const rows = await app.db
        .select({ ...jobColumns, applicants: count(applications.id) })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .leftJoin(applications, eq(applications.jobId, jobs.id))
        .where(eq(jobs.companyId, companyId))
        .groupBy(jobs.id, companies.id)
        .orderBy(desc(jobs.postedAt), desc(jobs.id));
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
      const companyId = await app.auth.company(request);
      const { id } = request.body;
      // One statement flips the flag, so two quick clicks cannot both read the old value.
      const [row] = await app.db
        .update(jobs)
        .set({ visible: not(jobs.visible), updatedAt: new Date() })
        .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
        .returning({
          visible: jobs.visible,
          title: jobs.title,
          location: jobs.location,
          category: jobs.category,
        });
      if (!row) {
        const exists = await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
        throw exists.length > 0
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
