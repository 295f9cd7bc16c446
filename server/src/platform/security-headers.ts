import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { issuerFromPublishableKey } from '../accounts/clerk';

/**
 * The Content-Security-Policy of the pages and answers of this process. Scripts only from this
 * origin (no inline script, no eval) plus, when Clerk is on, Clerk's own origins; frames only of
 * the files' origin and Clerk's; never framed, no plugins, no <base>. Styles allow inline: React and the editor set style attributes.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const clerkApi = issuerFromPublishableKey(config.clerk.publishableKey);
  const clerk = clerkApi ? [clerkApi, 'https://challenges.cloudflare.com'] : [];
  const clerkImages = clerkApi ? ['https://img.clerk.com'] : [];
  // A resume's preview is a frame (the recruiter's applicant panel) of a file link: a path on
  // this origin, or absolute under PUBLIC_URL (files/file-urls.ts). 'none' here refused it.
  const files = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...clerk],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...clerkImages],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...clerk],
    'frame-src': [...new Set(["'self'", ...files, ...clerk])],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every answer carries, including those Fastify or Node write before routing. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // Only where the public address is https: over http a browser ignores it anyway, and a
    // development machine must not be pinned to https.
    ...(config.publicUrl?.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * API answers that a shared cache, or the browser's, must not keep: anything asked with a token,
 * and every account, company, user and webhook call (their answers carry tokens, applicants,
 * profiles). The public job list and job pages stay cacheable.
 */
function isPrivateAnswer(url: string, headers: Record<string, unknown>): boolean {
  if (!url.startsWith('/api/')) return false;
  if (headers.token !== undefined || headers.authorization !== undefined) return true;
  return !/^\/api\/jobs(\/|\?|$)/.test(url);
}

/**
 * Security headers on every answer. A route that sets its own CSP (files) keeps it, and its
 * frame-ancestors then speak for framing: X-Frame-Options is left out, since a browser that
 * knows only that one would refuse the resume preview the CSP allows.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const headers = securityHeaders(config);
    app.addHook('onSend', async (request, reply, payload) => {
      const ownPolicy = reply.hasHeader('content-security-policy');
      for (const [name, value] of Object.entries(headers)) {
        const routeDecides =
          ownPolicy && (name === 'content-security-policy' || name === 'x-frame-options');
        if (!routeDecides) reply.header(name, value);
      }
      if (isPrivateAnswer(request.url, request.headers)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
);
