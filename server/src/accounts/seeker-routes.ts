import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { userOf } from './require-token';
import { messageResponseSchema, RESUME_MAX_BYTES, userResponseSchema } from 'shared-api/contract';
import { findUser, replaceResumeKey, toUser } from './account-queries';
import { ClientSlots } from '../platform/client-slots';
import { badRequest, HttpError, unauthorized } from '../platform/http-error';
import { accountGone } from './live-accounts';
import { readUpload } from '../files/uploads';
import { uploadedFileName } from '../files/file-names';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429);

/** Resume uploads one user may have under way at once. */
export const RESUME_UPLOADS_PER_USER = 2;

/** The job seeker's own account: the user and the resume (the profile: profiles/). */
export const seekerRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = new ClientSlots(RESUME_UPLOADS_PER_USER);
  app.get(
    '/api/users/user',
    { schema: { response: { 200: userResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const row = await findUser(app.db, userOf(request));
      if (!row) throw unauthorized('Log in to continue');
      return { success: true as const, user: toUser(row, app.fileUrls) };
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
      const resume = {
        key: resumeKey,
        name: uploadedFileName(file.filename, 'resume.pdf'),
        uploadedAt: Date.now(),
      };
      const swap = await replaceResumeKey(app.db, userId, resume).catch(async (error: unknown) => {
        await app.storage.remove(resumeKey);
        throw error;
      });
      if (!swap.found) {
        await app.storage.remove(resumeKey);
        throw accountGone();
      }
      // The old file goes only once the new one is stored and recorded: nothing is lost midway.
      if (swap.previous) await app.storage.remove(swap.previous);
      return { success: true as const, message: 'Resume Updated' };
    },
  );

  app.post(
    '/api/users/remove-resume',
    { schema: { response: { 200: messageResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      const swap = await replaceResumeKey(app.db, userOf(request), null);
      if (!swap.found) throw accountGone();
      // The record first, then the file: a failure between leaves a file nobody links to.
      if (!swap.previous) return { success: true as const, message: 'You have no resume on file' };
      await app.storage.remove(swap.previous);
      return { success: true as const, message: 'Resume removed' };
    },
  );
};
