import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAccountBodySchema,
  messageResponseSchema,
  privacyFactsResponseSchema,
  userExportSchema,
} from 'shared-api/contract';
import { errorResponses } from '../platform/route-schemas';
import type { AppConfig } from '../platform/config';
import { badRequest, forbidden, unauthorized } from '../platform/http-error';
import { userOf } from '../accounts/require-token';
import { findUser } from '../accounts/account-queries';
import { throttledPasswordCheck } from '../accounts/login-throttle';
import { passwordMatches } from '../accounts/passwords';
import { credentialsOf, userExport } from './export-queries';
import { eraseUser } from './erase-queries';
import { removeAfterErase } from './remove-after-erase';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A job seeker's own data: take it out, or delete the account (decision 0043). */
export const privacyRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  // Public: the privacy notice states the retention period the server applies.
  app.get(
    '/api/privacy',
    { schema: { response: { 200: privacyFactsResponseSchema } } },
    async () => ({
      success: true as const,
      applicationRetentionDays: config.applicationRetentionDays,
    }),
  );

  app.get(
    '/api/users/export',
    { schema: { response: { 200: userExportSchema, ...errorResponses(401) } } },
    async (request, reply) => {
      const data = await userExport(app.db, app.fileUrls, userOf(request));
      if (!data) throw unauthorized('Log in to continue');
      // Personal data: saved as a file, and kept by no cache on the way.
      void reply
        .header('content-disposition', 'attachment; filename="job-board-data.json"')
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/users/delete-account',
    {
      schema: {
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const { email, password } = request.body;
      const user = await findUser(app.db, userId);
      if (!user) throw unauthorized('Log in to continue');
      const credentials = await credentialsOf(app.db, userId);
      const accountEmail = credentials?.email ?? user.email ?? '';
      // Typed by the person: a Clerk session has no password, so a stolen session alone must
      // not be enough to erase the account.
      if (
        (email === undefined && !credentials) ||
        (email !== undefined && !sameEmail(email, accountEmail))
      ) {
        throw badRequest('Type the email of this account to confirm');
      }
      // Built-in accounts confirm with their password; a Clerk session is the person already.
      if (credentials) {
        if (!password) throw badRequest('Enter your password to confirm');
        const valid = await throttledPasswordCheck(
          app.loginThrottle,
          `user:${credentials.email}`,
          request.ip,
          () => passwordMatches(credentials.passwordHash, password),
        );
        if (!valid) throw forbidden('The password is not right');
      }
      const erased = await eraseUser(app.db, userId);
      if (!erased) throw unauthorized('Log in to continue');
      if (erased.resumeKey) await removeAfterErase(app, erased.resumeKey);
      return { success: true as const, message: 'Your account has been deleted' };
    },
  );
};
