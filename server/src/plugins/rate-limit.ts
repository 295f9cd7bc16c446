import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { MemoryLoginThrottle, type LoginThrottle } from '../lib/login-throttle';
import { RedisLoginThrottle } from '../lib/redis-login-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per account (company login and built-in seeker sign-in). */
    loginThrottle: LoginThrottle;
    /** Route config for sign-in, sign-up, login and register: limited per client. */
    signInRateLimit: { rateLimit: { max: number; timeWindow: string } };
    /** Route config for post-job: limited per company, whatever address it posts from. */
    postJobRateLimit: {
      rateLimit: {
        max: number;
        timeWindow: string;
        keyGenerator: (request: FastifyRequest) => Promise<string>;
      };
    };
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    await app.register(rateLimit, {
      global: false,
      // With Redis every process counts together; an unreachable Redis lets requests through
      // (logged by the redis plugin) instead of failing them.
      ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    const redis = app.redis;
    const throttle: LoginThrottle = redis
      ? new RedisLoginThrottle(redis, (error) => app.log.warn({ err: error }, 'sign-in throttle'))
      : new MemoryLoginThrottle();
    app.decorate('loginThrottle', throttle);
    app.decorate('signInRateLimit', {
      rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' },
    });
    app.decorate('postJobRateLimit', {
      rateLimit: {
        max: config.postJobRateMax,
        timeWindow: '1 minute',
        // Only the signature is checked here; the route itself still checks the company exists.
        keyGenerator: async (request: FastifyRequest) => {
          const header = request.headers.token;
          const id =
            typeof header === 'string' ? await app.auth.tokens.verify('company', header) : null;
          return id ? `company:${id}` : `ip:${request.ip}`;
        },
      },
    });
  },
  { dependencies: ['auth', 'redis'] },
);
