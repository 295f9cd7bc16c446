import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { userOf } from '../plugins/require-token';
import {
  applicationsResponseSchema,
  applyBodySchema,
  idBodySchema,
  messageResponseSchema,
  MESSAGES,
  RESUME_MAX_BYTES,
  userApplicationsQuerySchema,
  userResponseSchema,
} from 'shared-api/contract';
import { findUser, replaceResumeKey, toUser } from '../db/queries/accounts';
import { findJobToApply, insertApplication } from '../db/queries/applications';
import { applicationStates, withdrawApplication } from '../db/queries/pipeline';
import { applicationLists } from './application-lists';
import { ClientSlots } from '../lib/client-slots';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unauthorized,
} from '../lib/http-error';
import { readUpload } from '../lib/uploads';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429);

const CLOSED_TO_APPLICATIONS = {
  closed: 'This job is closed: it no longer takes applications',
  expired: "This job's closing date has passed: it no longer takes applications",
} as const;

/** Resume uploads one user may have under way at once. */
export const RESUME_UPLOADS_PER_USER = 2;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = new ClientSlots(RESUME_UPLOADS_PER_USER);
  const sendApplications = applicationLists(app);
  app.get(
    '/api/users/user',
    { schema: { response: { 200: userResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const row = await findUser(app.db, userOf(request));
      if (!row) throw unauthorized('Log in to continue');
      return { success: true as const, user: toUser(row, app.fileUrls) };
    },
  );

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
        if (!state) throw notFound('Application not found');
        if (state.userId !== userId) throw forbidden('You can only withdraw your own applications');
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
      const job = await findJobToApply(app.db, request.body.jobId);
      if (!job) throw notFound('Job not found');
      // Gone for good, and said so: the page still opens and shows why.
      if (job.status !== 'open') throw new HttpError(410, CLOSED_TO_APPLICATIONS[job.status]);
      const user = await findUser(app.db, userId);
      if (!user?.resumeKey) throw badRequest(MESSAGES.uploadResumeToApply);
      const applied = await app.db.transaction(async (tx) => {
        const inserted = await insertApplication(tx, { userId, jobId: job.id });
        if (inserted) await app.notifications.newApplication(tx, { ...inserted, jobId: job.id });
        return inserted;
      });
      if (!applied) {
        // Closed in the meantime, or applied already.
        const now = await findJobToApply(app.db, job.id);
        if (now && now.status !== 'open')
          throw new HttpError(410, CLOSED_TO_APPLICATIONS[now.status]);
        throw conflict('You have already applied for this job');
      }
      return { success: true as const, message: 'Applied Successfully' };
    },
  );

  app.post(
    '/api/users/update-resume',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the resume as multipart/form-data');
      const release = uploads.take(userId);
      if (!release) {
        throw new HttpError(
          429,
          'Another resume upload is still under way. Please wait for it to finish.',
        );
      }
      reply.raw.once('close', release);
      const file = await request.file();
      if (!file) throw badRequest('Choose a PDF resume to upload');
      if (file.fieldname !== 'resume') {
        file.file.resume();
        throw badRequest('Send the resume in the field "resume"');
      }
      const { data } = await readUpload(file, {
        maxBytes: RESUME_MAX_BYTES,
        kinds: ['pdf'],
        tooLarge: 'The resume is too large: 5 MB at most',
        wrongType: 'The resume must be a PDF file',
      });
      const resumeKey = `resumes/${randomUUID()}.pdf`;
      await app.storage.put(resumeKey, data);
      const swap = await replaceResumeKey(app.db, userId, resumeKey).catch(
        async (error: unknown) => {
          await app.storage.remove(resumeKey);
          throw error;
        },
      );
      if (!swap.found) {
        await app.storage.remove(resumeKey);
        throw unauthorized('Log in to continue');
      }
      // The old file goes only once the new one is stored and recorded: nothing is lost midway.
      if (swap.previous) await app.storage.remove(swap.previous);
      return { success: true as const, message: 'Resume Updated' };
    },
  );
};
