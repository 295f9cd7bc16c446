import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone, under a prefix whose routes otherwise require a token. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The company behind the `token` header, on the routes that require it. */
    companyId: string | null;
    /** The job seeker behind the bearer token, on the routes that require it. */
    userId: string | null;
  }
}

/** Whose token each prefix requires: every route under it, wherever it is registered. */
const protectedPrefixes = [
  ['/api/company/', 'company'],
  ['/api/users/', 'user'],
] as const;

/**
 * Deny by default: a route under `/api/company/` or `/api/users/` gets the hook that requires
 * its token, unless it says `public: true`. It runs before the body is validated, so a caller
 * without a token learns nothing of what the route expects. A route added there later is
 * protected without anyone remembering to.
 */
export const requireTokenPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('companyId', null);
  app.decorateRequest('userId', null);
  const hooks: Record<'company' | 'user', preValidationAsyncHookHandler> = {
    company: async (request) => {
      request.companyId = await app.auth.company(request);
    },
    user: async (request) => {
      request.userId = await app.auth.user(request);
    },
  };
  app.addHook('onRoute', (route) => {
    const kind = protectedPrefixes.find(([prefix]) => route.url.startsWith(prefix))?.[1];
    if (!kind || route.config?.public) return;
    const own = route.preValidation ?? [];
    route.preValidation = [hooks[kind], ...(Array.isArray(own) ? own : [own])];
  });
});

/** The company the route's hook found; only on routes under `/api/company/`. */
export function companyOf(request: FastifyRequest): string {
  if (!request.companyId) throw new Error(`${request.url} is not behind the company hook`);
  return request.companyId;
}

/** The job seeker the route's hook found; only on routes under `/api/users/`. */
export function userOf(request: FastifyRequest): string {
  if (!request.userId) throw new Error(`${request.url} is not behind the job seeker hook`);
  return request.userId;
}
