import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationsResponseSchema,
  applyBodySchema,
  idBodySchema,
  messageResponseSchema,
  MESSAGES,
  userApplicationsQuerySchema,
} from 'shared-api/contract';
import { findUser } from '../accounts/account-queries';
import { userOf } from '../accounts/require-token';
import { accountGone } from '../accounts/live-accounts';
import { lockLiveCompany, lockLiveUser } from '../accounts/live-account-queries';
import { badRequest, conflict, HttpError, notFound } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { applicationLists } from './application-lists';
import { findJobToApply, insertApplication } from './application-queries';
import { applicationStates, withdrawApplication } from './pipeline-queries';
import { checkAnswers } from '../screening/answer-rules';
import { questionsToAnswer } from '../screening/question-queries';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429);

const CLOSED_TO_APPLICATIONS = {
  closed: 'This job is closed: it no longer takes applications',
  expired: "This job's closing date has passed: it no longer takes applications",
} as const;

/** A job seeker's side of the pipeline: applying, the list of applications, withdrawing. */
export const seekerApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendApplications = applicationLists(app);
  app.get(
    '/api/users/applications',
    {
      // A spec client asks for the list before anyone signs in: an empty one.
      config: { signedOutAnswer: { applications: [] } },
      schema: {
        querystring: userApplicationsQuerySchema,
        response: { 200: applicationsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      sendApplications(request.ip, reply, { userId: userOf(request) }, request.query),
  );

  app.post(
    '/api/users/withdraw',
    { schema: { body: idBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const userId = userOf(request);
      const { id } = request.body;
      const withdrawn = await app.db.transaction(async (tx) => {
        const done = await withdrawApplication(tx, userId, id);
        if (done) await app.notifications.statusChanged(tx, [id]);
        return done;
      });
      if (!withdrawn) {
        const [state] = await applicationStates(app.db, [id]);
        // Someone else's application answers as a missing one: an id is not confirmed to a stranger.
        if (!state || state.userId !== userId) throw notFound('Application not found');
        throw conflict(
          state.status === 'Withdrawn'
            ? 'You have already withdrawn this application'
            : `This application is already ${state.status}: it cannot be withdrawn`,
        );
      }
      return { success: true as const, message: 'Application withdrawn' };
    },
  );

  app.post(
    '/api/users/apply',
    { schema: { body: applyBodySchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const userId = userOf(request);
      const { jobId, answers = [], coverLetter } = request.body;
      const job = await findJobToApply(app.db, jobId);
      if (!job) throw notFound('Job not found');
      // Gone for good, and said so: the page still opens and shows why.
      if (job.status !== 'open') throw new HttpError(410, CLOSED_TO_APPLICATIONS[job.status]);
      const user = await findUser(app.db, userId);
      if (!user?.resumeKey) throw badRequest(MESSAGES.uploadResumeToApply);
      const applied = await app.db.transaction(async (tx) => {
        // First, and held: an erase under way is waited for, and one done refuses the apply, so
        // no application with answers lands after the erase wiped the person's others.
        if (!(await lockLiveUser(tx, userId))) throw accountGone();
        // Then the company's, before the job's: its erase takes the company and then the jobs,
        // so an apply that held the job (questionsToAnswer) while waiting on the company would
        // deadlock with it, and one waiting only in the insert would land after it.
        if (!(await lockLiveCompany(tx, job.companyId))) throw notFound('Job not found');
        const checked = checkAnswers(await questionsToAnswer(tx, job.id), answers);
        if ('refused' in checked) throw badRequest(checked.refused);
        const inserted = await insertApplication(tx, {
          userId,
          jobId: job.id,
          ...checked,
          coverLetter: coverLetter || null,
        });
        if (inserted) await app.notifications.newApplication(tx, { ...inserted, jobId: job.id });
        return inserted;
      });
      if (!applied) {
        // Closed or hidden in the meantime (its company erased, say), or applied already.
        const now = await findJobToApply(app.db, job.id);
        if (!now) throw notFound('Job not found');
        if (now.status !== 'open') throw new HttpError(410, CLOSED_TO_APPLICATIONS[now.status]);
        throw conflict('You have already applied for this job');
      }
      return { success: true as const, message: 'Applied Successfully' };
    },
  );
};
