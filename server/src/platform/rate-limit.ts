import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { HttpError } from './http-error';
import type { LoginThrottle } from '../accounts/login-throttle';
import { SignInThrottle } from '../accounts/sign-in-throttle';
import { limitersOn } from './limiters';
import { rateLimitStore } from './rate-limit-store';

interface PerCompanyRateLimit {
  rateLimit: {
    max: number;
    timeWindow: string;
    keyGenerator: (request: FastifyRequest) => Promise<string>;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per account (company login and built-in seeker sign-in). */
    loginThrottle: LoginThrottle;
    /** Route config for sign-in, sign-up, login and register: limited per client. */
    signInRateLimit: { rateLimit: { max: number; timeWindow: string } };
    /** Route config for post-job: limited per company, whatever address it posts from. */
    postJobRateLimit: PerCompanyRateLimit;
    /** Route config for invitations: limited per company, each one being a mail we send. */
    inviteRateLimit: PerCompanyRateLimit;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // With Redis every process counts together; while it is away each counts alone.
    const makeLimiter = limitersOn(app.redis);
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(makeLimiter, 'rate-limit'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
    const throttle: LoginThrottle = new SignInThrottle(makeLimiter);
    app.decorate('loginThrottle', throttle);
    app.decorate('signInRateLimit', {
      rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' },
    });
    // Only the signature is checked here; the route itself still checks the company exists. Each
    // route counts apart (rate-limit-store.ts).
    const perCompany = (max: number, timeWindow: string): PerCompanyRateLimit => ({
      rateLimit: {
        max,
        timeWindow,
        keyGenerator: async (request: FastifyRequest) => {
          const header = request.headers.token;
          const id =
            typeof header === 'string' ? await app.auth.tokens.verify('company', header) : null;
          return id ? `company:${id}` : `ip:${request.ip}`;
        },
      },
    });
    app.decorate('postJobRateLimit', perCompany(config.postJobRateMax, '1 minute'));
    app.decorate('inviteRateLimit', perCompany(config.inviteRateMax, '1 hour'));
  },
  { dependencies: ['auth', 'redis'] },
);
