import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { HttpError } from './http-error';
import type { LoginThrottle } from '../accounts/login-throttle';
import { MemoryLoginThrottle } from '../accounts/memory-login-throttle';
import { rateLimitStore } from './rate-limit-store';
import { RedisFallback } from './redis-fallback';
import { RedisLoginThrottle } from '../accounts/redis-login-throttle';

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
    // With Redis every process counts together; while it is away each counts alone.
    const redis = app.redis;
    const fallback = new RedisFallback(app.log);
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(redis, 'rate-limit:', fallback),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    const local = new MemoryLoginThrottle();
    const shared = redis ? new RedisLoginThrottle(redis) : null;
    const throttle: LoginThrottle = shared
      ? {
          reserve: (account, address) =>
            fallback.run(
              () => shared.reserve(account, address),
              () => local.reserve(account, address),
            ),
          succeeded: (account, address) =>
            fallback.run(
              () => shared.succeeded(account, address),
              () => local.succeeded(account, address),
            ),
        }
      : local;
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
