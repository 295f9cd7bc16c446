import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { z } from 'zod';
import {
  idSchema,
  jobDetailResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  JOB_PAGE_SIZE,
} from 'shared-api/contract';
import { findJob, listVisibleJobs } from '../db/queries/jobs';
import { notFound } from '../lib/http-error';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      schema: {
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      // The parsed query, so equivalent URLs share one entry.
      return app.jobListCache.get(JSON.stringify(request.query), async () => {
        // Without `page` this is the spec's answer: every visible job. With it, one page and the total.
        if (page === undefined) {
          const { jobs } = await listVisibleJobs(app.db, filters);
          return { success: true as const, jobs };
        }
        const size = pageSize ?? JOB_PAGE_SIZE;
        const { jobs, total } = await listVisibleJobs(app.db, filters, { page, pageSize: size });
        return { success: true as const, jobs, total, page, pageSize: size };
      });
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: {
          200: jobDetailResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.id);
      // A hidden job is visible to its own company only; to anyone else it does not exist.
      if (
        !job ||
        (!job.visible && (await app.auth.optionalCompany(request)) !== job.companyId._id)
      ) {
        throw notFound('Job not found');
      }
      return { success: true as const, job };
    },
  );
};
