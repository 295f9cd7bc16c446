import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import {
  messageResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  userAuthResponseSchema,
} from 'shared-api/contract';
import { toUser } from './account-queries';
import { findUserCredentials, insertUserWithPassword, userEmailTaken } from './sign-in-queries';
import { isUniqueViolation } from '../platform/database-errors';
import { conflict, unauthorized } from '../platform/http-error';
import { throttledPasswordCheck } from './login-throttle';
import { hashPassword, passwordMatches } from './passwords';

const errors = errorResponses(400, 401, 409, 429);
const EMAIL_TAKEN = 'An account with this email already exists';

/** Built-in job-seeker accounts, used when Clerk is not configured. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/sign-up',
    {
      config: app.signInRateLimit,
      schema: { body: signUpBodySchema, response: { 200: userAuthResponseSchema, ...errors } },
    },
    async (request) => {
      const { firstName, lastName, email, password } = request.body;
      if (await userEmailTaken(app.db, email)) throw conflict(EMAIL_TAKEN);
      const passwordHash = await hashPassword(password);
      try {
        const user = await insertUserWithPassword(app.db, {
          firstName,
          lastName,
          email,
          passwordHash,
        });
        const token = await app.auth.tokens.sign('user', user.id);
        return { success: true as const, token, user: toUser(user, app.fileUrls) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: app.signInRateLimit,
      schema: { body: signInBodySchema, response: { 200: userAuthResponseSchema, ...errors } },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findUserCredentials(app.db, email);
      const valid = await throttledPasswordCheck(
        app.loginThrottle,
        `user:${email}`,
        request.ip,
        () => passwordMatches(row?.passwordHash, password),
      );
      if (!row || !valid) throw unauthorized('Invalid email or password');
      const token = await app.auth.tokens.sign('user', row.user.id, row.user.sessionsValidFrom);
      return { success: true as const, token, user: toUser(row.user, app.fileUrls) };
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { response: { 200: messageResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      await app.auth.logout(request, 'user');
      return { success: true as const, message: 'Signed out' };
    },
  );
};
