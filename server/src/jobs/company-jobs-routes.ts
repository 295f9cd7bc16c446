import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { companyOf } from '../accounts/require-token';
import { actorOf } from '../accounts/actor';
import { holdCompany } from '../accounts/live-accounts';
import { recordActivity } from '../activity/activity-queries';
import {
  DAY_MS,
  idBodySchema,
  JOB_STATS_DAYS,
  companyJobsQuerySchema,
  listCompanyJobsResponseSchema,
  messageResponseSchema,
  newJobResponseSchema,
  postJobBodySchema,
} from 'shared-api/contract';
import {
  companyJobBatches,
  companyJobPage,
  insertJob,
  toggleVisibility,
  type CompanyJobRow,
} from './company-job-queries';
import { StreamedLists } from '../platform/json-stream';
import { toJob } from './job-queries';
import { jobViewTotals } from './job-view-queries';
import { daysBefore, utcDay } from './job-views';
import { cleanDescription } from './job-description';
import { missingJob } from './postings-routes';
import { jobShown } from '../accounts/email-verification-queries';
import { conflict } from '../platform/http-error';
import { companyQuestions } from '../screening/question-queries';
import { newQuestions, replaceJobQuestions } from '../screening/question-rules';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const HELD_BACK =
  "Your company's jobs are published once you follow the link we mailed to verify your email address.";
/** Whole-list answers one client may have streaming at once. */
const UNPAGED_PER_CLIENT = 2;

/** What a posting gets when it does not say: the server's JOB_DEFAULT_DAYS and DEFAULT_CURRENCY. */
export interface PostingDefaults {
  defaultDays: number;
  defaultCurrency: string;
}

export const companyJobsRoutes: FastifyPluginAsyncZod<PostingDefaults> = async (
  app,
  { defaultDays, defaultCurrency },
) => {
  app.post(
    '/api/company/post-job',
    {
      config: app.postJobRateLimit,
      schema: { body: postJobBodySchema, response: { 200: newJobResponseSchema, ...errors } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { description, salary, salaryMin, closesAt, salaryCurrency, questions, ...terms } =
        request.body;
      // Under REQUIRE_EMAIL_VERIFICATION an unverified company's job waits, hidden, for its link.
      const held = await app.emailVerification.holdsBack(companyId);
      const values = {
        ...terms,
        ...(held ? { visible: false, awaitingVerification: true } : {}),
        companyId,
        description: cleanDescription(description),
        // The schema has made sure one of them is there, and that they agree when both are.
        salary: salaryMin ?? salary ?? 0,
        closesAt: closesAt ?? Date.now() + defaultDays * DAY_MS,
        salaryCurrency: salaryCurrency ?? defaultCurrency,
      };
      // With its questions or not at all: nobody can apply to it without them meanwhile.
      const { id, facts } = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const inserted = await insertJob(tx, values);
        await replaceJobQuestions(tx, inserted.id, newQuestions(questions));
        return inserted;
      });
      await app.jobChanged(facts);
      const message = held ? `Job Added. ${HELD_BACK}` : 'Job Added';
      return { success: true as const, message, job: { _id: id } };
    },
  );

  /** The company's own jobs, each with its applicant count and its questions as it set them. */
  const recruiterJobs = async (rows: CompanyJobRow[]) => {
    const ids = rows.map((row) => row.id);
    const questions = await companyQuestions(app.db, ids);
    // The same 30 days as the job's insights page (job-stats).
    const views = await jobViewTotals(
      app.db,
      ids,
      daysBefore(utcDay(Date.now()), JOB_STATS_DAYS - 1),
    );
    return rows.map((row) => ({
      ...toJob(row, app.fileUrls),
      applicants: row.applicants,
      views: views.get(row.id) ?? 0,
      questions: questions.get(row.id) ?? [],
    }));
  };
  async function* recruiterJobBatches(batches: AsyncIterable<CompanyJobRow[]>) {
    for await (const rows of batches) yield await recruiterJobs(rows);
  }
  const unpaged = new StreamedLists(
    UNPAGED_PER_CLIENT,
    'Too many downloads of a whole list at once. Please wait for one.',
  );
  app.get(
    '/api/company/list-jobs',
    {
      schema: {
        querystring: companyJobsQuerySchema,
        response: { 200: listCompanyJobsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { page, pageSize = 25, ...filters } = request.query;
      if (page !== undefined) {
        const { rows, total } = await companyJobPage(app.db, companyId, filters, {
          page,
          pageSize,
        });
        return {
          success: true as const,
          jobsData: await recruiterJobs(rows),
          total,
          page,
          pageSize,
        };
      }
      // The spec's answer, every job of the company: streamed, never held whole.
      return unpaged.send(request.ip, reply, 'jobsData', () =>
        recruiterJobBatches(companyJobBatches(app.db, companyId, filters)),
      );
    },
  );

  app.post(
    '/api/company/change-visibility',
    { schema: { body: idBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.body;
      if (
        (await app.emailVerification.holdsBack(companyId)) &&
        !(await jobShown(app.db, companyId, id))
      )
        throw conflict(`This job cannot be shown yet. ${HELD_BACK}`);
      const actor = await actorOf(app, request);
      const row = await app.db.transaction(async (tx) => {
        await holdCompany(tx, companyId);
        const changed = await toggleVisibility(tx, companyId, id);
        if (changed) {
          const entry = {
            companyId,
            jobId: id,
            action: 'change-visibility' as const,
            to: changed.visible ? 'visible' : 'hidden',
          };
          await recordActivity(tx, actor, [entry]);
        }
        return changed;
      });
      if (!row) throw missingJob();
      const { visible, ...facts } = row;
      await app.jobChanged(facts);
      return {
        success: true as const,
        message: visible ? 'Job is now visible' : 'Job is now hidden',
      };
    },
  );
};
