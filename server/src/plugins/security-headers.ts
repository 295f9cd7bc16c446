import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { issuerFromPublishableKey } from '../lib/clerk';

/**
 * The Content-Security-Policy of the pages and answers of this process. Scripts only from this
 * origin (no inline script, no eval) plus, when Clerk is on, Clerk's own origins; no framing, no
 * plugins, no <base>. Styles allow inline: React and the editor set style attributes.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const clerkApi = issuerFromPublishableKey(config.clerk.publishableKey);
  const clerk = clerkApi ? [clerkApi, 'https://challenges.cloudflare.com'] : [];
  const clerkImages = clerkApi ? ['https://img.clerk.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...clerk],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...clerkImages],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...clerk],
    'frame-src': clerk.length > 0 ? clerk : ["'none'"],
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

/** Security headers on every answer; a route that sets its own CSP (files) keeps it. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const csp = contentSecurityPolicy(config);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      return payload;
    });
  },
);
