import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_REFUSED, type TeamRole } from 'shared-api/contract';
import { forbidden } from '../platform/http-error';

const RANK: Record<TeamRole, number> = { viewer: 0, recruiter: 1, admin: 2, owner: 3 };

/** Whether someone of this role may do what asks for `least`. */
export const roleAtLeast = (role: TeamRole, least: TeamRole) => RANK[role] >= RANK[least];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone, under a prefix whose routes otherwise require a token. */
    public?: boolean;
    /**
     * The least team role a company route lets in (decision 0040). Unsaid: `viewer` for reads
     * (GET), `recruiter` for anything else, so a route added later is no viewer's by mistake.
     */
    minRole?: TeamRole;
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
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const reads = methods.every((method) => method === 'GET' || method === 'HEAD');
    const least = route.config?.minRole ?? (reads ? 'viewer' : 'recruiter');
    const roleCheck: preValidationAsyncHookHandler = async (request) => {
      if (!roleAtLeast(request.member?.role ?? 'viewer', least)) throw forbidden(ROLE_REFUSED);
    };
    const checks = kind === 'company' ? [hooks.company, roleCheck] : [hooks.user];
    route.preValidation = [...checks, ...(Array.isArray(own) ? own : [own])];
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
