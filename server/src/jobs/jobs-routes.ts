import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { z } from 'zod';
import {
  idSchema,
  JOB_REMOVED,
  jobDetailResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  JOB_PAGE_SIZE,
} from 'shared-api/contract';
import { findJob } from './job-queries';
import { listedJobBatches } from './job-stream-queries';
import { StreamedLists } from '../platform/json-stream';
import { preferredEncoding } from '../platform/encoding';
import { badRequest, HttpError, notFound } from '../platform/http-error';
import { withQuestions } from '../screening/job-questions';
import { jobOfDeletedCompany } from './removed-job-queries';
import { KEYWORD_COUNT_CAP } from './job-search-queries';
import { appendVary } from '../platform/vary';

/** Whole-list answers one client may have streaming at once. */
export const UNPAGED_LISTS_PER_CLIENT = 2;

/** A refused token, where a visitor may read as well: read as a visitor. */
const visitorOnRefusal = (error: unknown): null => {
  if (error instanceof HttpError && error.statusCode === 401) return null;
  throw error;
};

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const unpagedLists = new StreamedLists(
    UNPAGED_LISTS_PER_CLIENT,
    'Too many downloads of the whole job list at once. Please wait for one to finish.',
  );
  app.get(
    '/api/jobs',
    {
      schema: {
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, ...filters } = request.query;
      // The answers below are JSON already: sent as they are, past the typed serializer.
      const raw: FastifyReply = reply.type('application/json; charset=utf-8');
      // Without `page` this is the spec's answer, every visible job: streamed in batches, never
      // held whole, and not cached.
      if (page === undefined) {
        return unpagedLists.send(request.ip, reply, 'jobs', () =>
          listedJobBatches(app.dbRun, app.fileUrls, filters),
        );
      }
      const size = pageSize ?? JOB_PAGE_SIZE;
      // Keyword matches are counted to 1,000: pages past them would read every match.
      if (filters.q && (page - 1) * size >= KEYWORD_COUNT_CAP) {
        throw badRequest(
          'A keyword search shows its first 1,000 jobs: add a word or a filter to see others.',
        );
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = await app.jobListPage({ page, pageSize: size }, filters, encoding);
      // Compressed here, once per cached page; the compress plugin leaves an encoded answer be.
      appendVary(raw, 'accept-encoding');
      if (encoding !== 'identity') raw.header('content-encoding', encoding);
      return raw.send(body);
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        params: z.object({ id: idSchema }),
        response: {
          200: jobDetailResponseSchema,
          ...errorResponses(400, 401, 404, 410),
        },
      },
    },
    async (request) => {
      const job = await findJob(app.db, app.fileUrls, request.params.id);
      // Checked only for a hidden job (a removed one is hidden): the listed ones pay nothing.
      if (job && !job.visible && (await jobOfDeletedCompany(app.db, job._id))) {
        throw new HttpError(410, JOB_REMOVED);
      }
      // A hidden job is visible to its own company only; to anyone else it does not exist. A
      // shown one is anyone's: a token that no longer holds makes its bearer a visitor. Else the
      // token is checked for a missing job as for a hidden one, so a refused token answers 401
      // for both (the recruiter app's cue to sign in again) and never tells one from the other.
      const reader = job?.visible
        ? await app.auth.optionalCompany(request).catch(visitorOnRefusal)
        : await app.auth.optionalCompany(request);
      const own = reader !== null && reader === job?.companyId._id;
      if (!job || (!job.visible && !own)) throw notFound('Job not found');
      // A company reading its own job is not a view of it.
      if (job.visible && !own && job.status === 'open') app.jobViews.count(request, job._id);
      return {
        success: true as const,
        job: await withQuestions(app.db, job, own ? 'company' : 'public'),
      };
    },
  );
};
