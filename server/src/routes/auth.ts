import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/route-schemas';
import { eq } from 'drizzle-orm';
import {
  messageResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  userAuthResponseSchema,
} from 'shared-api/contract';
import { toUser } from '../db/queries/accounts';
import { userCredentials, users } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { conflict, unauthorized } from '../lib/http-error';
import { throttledPasswordCheck } from '../lib/login-throttle';
import { hashPassword, passwordMatches } from '../lib/passwords';

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
      const taken = await app.db
        .select({ id: userCredentials.userId })
        .from(userCredentials)
        .where(eq(userCredentials.email, email));
      if (taken.length > 0) throw conflict(EMAIL_TAKEN);
      const passwordHash = await hashPassword(password);
      try {
        const user = await app.db.transaction(async (tx) => {
          const [row] = await tx.insert(users).values({ firstName, lastName, email }).returning();
          if (!row) throw new Error('insert returned no row');
          await tx.insert(userCredentials).values({ userId: row.id, email, passwordHash });
          return row;
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
      const [row] = await app.db
        .select({ user: users, passwordHash: userCredentials.passwordHash })
        .from(userCredentials)
        .innerJoin(users, eq(users.id, userCredentials.userId))
        .where(eq(userCredentials.email, email));
      const valid = await throttledPasswordCheck(
        app.loginThrottle,
        `user:${email}`,
        request.ip,
        () => passwordMatches(row?.passwordHash, password),
      );
      if (!row || !valid) throw unauthorized('Invalid email or password');
      const token = await app.auth.tokens.sign('user', row.user.id);
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
