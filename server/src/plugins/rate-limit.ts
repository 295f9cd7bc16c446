import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for sign-in, sign-up, login and register: limited per client. */
    signInRateLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    app.decorate('signInRateLimit', {
      rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' },
    });
  },
);
