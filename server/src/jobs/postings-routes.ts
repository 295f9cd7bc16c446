import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DAY_MS,
  editJobBodySchema,
  editJobResponseSchema,
  idBodySchema,
  messageResponseSchema,
  newJobResponseSchema,
  reopenJobBodySchema,
} from 'shared-api/contract';
import { closeJob, duplicateJob, jobForWrite, reopenJob, updateJob } from './posting-queries';
import { findJob } from './job-queries';
import { badRequest, conflict, notFound, type HttpError } from '../platform/http-error';
import { cleanDescription } from './job-description';
import { hasDatabaseCode } from '../platform/database-errors';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { actorOf } from '../accounts/actor';
import { holdCompany } from '../accounts/live-accounts';
import { recordActivity } from '../activity/activity-queries';
import type { PostingDefaults } from './company-jobs-routes';
import { replaceJobQuestions } from '../screening/question-rules';
import { withQuestions } from '../screening/job-questions';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const RANGE_MESSAGE = 'Invalid salaryMax in the body: salaryMax cannot be below salaryMin';
const CHECK_VIOLATION = new Set(['23514']);

/**
 * Why a company's write found no job of its own. Another company's job answers exactly as a
 * missing one (decision 0004): a 403 would confirm that its id is real, hidden or not.
 */
export const missingJob = (): HttpError => notFound('Job not found');

/** A posting's life after post-job. Every call is the job's own company's only. */
export const jobPostingsRoutes: FastifyPluginAsyncZod<PostingDefaults> = async (
  app,
  { defaultDays },
) => {
  /** The company's job as it is, or the reason it may not be written. */
  async function ownJob(companyId: string, id: string) {
    const job = await jobForWrite(app.db, id);
    if (!job || job.facts.companyId !== companyId) throw missingJob();
    return job;
  }

  app.post(
    '/api/company/edit-job',
    {
      schema: {
        body: editJobBodySchema,
        response: { 200: editJobResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const actor = await actorOf(app, request);
      const { id, description, salary, salaryMin, salaryMax, closesAt, questions, ...terms } =
        request.body;
      const current = await ownJob(companyId, id);
      const low = salaryMin ?? salary ?? current.salary;
      const high = salaryMax === undefined ? current.salaryMax : salaryMax;
      if (high !== null && high < low) {
        throw badRequest(RANGE_MESSAGE);
      }
      const pay = {
        // Only what was sent: an edit of other fields must not write back pay it read earlier.
        ...(salaryMin === undefined && salary === undefined ? {} : { salary: low }),
        ...(salaryMax === undefined ? {} : { salaryMax }),
      };
      const set = {
        ...terms,
        ...(description === undefined ? {} : { description: cleanDescription(description) }),
        ...pay,
        // A new closing date in the future takes an expired job back to the lists.
        ...(closesAt === undefined ? {} : { closesAt, expired: false }),
      };
      // The job's row is written first: an application being recorded holds it, so it is
      // checked against the questions before or after the edit, never half of it.
      const after = await app.db
        .transaction(async (tx) => {
          await holdCompany(tx, companyId);
          const row = await updateJob(tx, companyId, id, set);
          if (row && questions) await replaceJobQuestions(tx, id, questions);
          if (row) await recordActivity(tx, actor, [{ companyId, jobId: id, action: 'edit-job' }]);
          return row;
        })
        .catch((error: unknown) => {
          // Another edit of the range landed between the read and this write.
          if (hasDatabaseCode(error, CHECK_VIOLATION)) throw badRequest(RANGE_MESSAGE);
          throw error;
        });
      if (!after) throw missingJob();
      await app.jobChanged(current.facts, after);
      const job = await findJob(app.db, app.fileUrls, id);
      if (!job) throw missingJob();
      return {
        success: true as const,
        message: 'Job updated',
        job: await withQuestions(app.db, job, 'company'),
      };
    },
  );

  app.post(
    '/api/company/close-job',
    { schema: { body: idBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.body;
      await ownJob(companyId, id);
      const actor = await actorOf(app, request);
      const closed = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const row = await closeJob(tx, companyId, id);
        if (row) await recordActivity(tx, actor, [{ companyId, jobId: id, action: 'close-job' }]);
        return row;
      });
      if (!closed) throw conflict('This job is already closed');
      await app.jobChanged(closed);
      return { success: true as const, message: 'Job closed' };
    },
  );

  app.post(
    '/api/company/reopen-job',
    { schema: { body: reopenJobBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id, closesAt } = request.body;
      const job = await ownJob(companyId, id);
      const now = Date.now();
      if (job.closedAt === null && job.closesAt > now) throw conflict('This job is already open');
      // Without a new date, an expired job gets the default run again; a closed one keeps its date
      // while that is still ahead.
      const until = closesAt ?? (job.closesAt > now ? job.closesAt : now + defaultDays * DAY_MS);
      const actor = await actorOf(app, request);
      const reopened = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const row = await reopenJob(tx, companyId, id, until);
        if (row) await recordActivity(tx, actor, [{ companyId, jobId: id, action: 'reopen-job' }]);
        return row;
      });
      if (!reopened) throw conflict('This job is already open');
      await app.jobChanged(reopened);
      return { success: true as const, message: 'Job reopened' };
    },
  );

  app.post(
    '/api/company/duplicate-job',
    {
      config: app.postJobRateLimit,
      schema: { body: idBodySchema, response: { 200: newJobResponseSchema, ...errors } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.body;
      const actor = await actorOf(app, request);
      const copy = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const made = await duplicateJob(tx, companyId, id, Date.now() + defaultDays * DAY_MS);
        if (!made) return null;
        // Written on the copy's own trail: the original did not change.
        await recordActivity(tx, actor, [{ companyId, jobId: made, action: 'duplicate-job' }]);
        return made;
      });
      if (!copy) throw missingJob();
      // The copy is hidden, so no list can show it yet: no cached page to drop.
      return {
        success: true as const,
        message: 'Job copied: it stays hidden until you show it',
        job: { _id: copy },
      };
    },
  );
};
