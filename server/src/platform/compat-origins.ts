import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { bearerToken } from '../accounts/signed-out-tokens';
import { appendVary } from './vary';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a compat origin's signed-out visitor (no bearer token, or `Bearer null`) gets from
     * this route, after `success: true`, instead of a 401.
     */
    signedOutAnswer?: Record<string, unknown>;
  }
}

/** The start of every failure our error and not-found handlers write (errors.ts). */
const HANDLED_FAILURE = '{"success":false';

/**
 * Clients written for the spec, run from COMPAT_ORIGINS, read a failure's `message` only from a
 * 200 answer and otherwise show "Request failed with status code 401". For those origins a
 * handled failure (a 4xx in our `{ success: false, message }`) answers 200; a 5xx keeps its
 * status, so their retries and every monitor still see an outage (decision 33). Every other
 * origin, our own apps among them, gets the real status codes.
 */
export const compatOriginsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const compat = new Set(config.compatOrigins);
    if (compat.size === 0) return;
    const fromCompat = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return typeof origin === 'string' && compat.has(origin.replace(/\/+$/, ''));
    };

    // Before the token hooks (preValidation): a signed-out visitor's empty list, not a 401.
    app.addHook('onRequest', async (request, reply: FastifyReply) => {
      const answer = request.routeOptions.config.signedOutAnswer;
      if (!answer || !fromCompat(request)) return undefined;
      if (bearerToken(request.headers.authorization) !== null) return undefined;
      appendVary(reply, 'Origin');
      return reply.header('cache-control', 'no-store').send({ success: true, ...answer });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // Answers now depend on the caller's Origin: a shared cache must keep them apart.
      appendVary(reply, 'Origin');
      const status = reply.statusCode;
      if (
        status >= 400 &&
        status < 500 &&
        typeof payload === 'string' &&
        payload.startsWith(HANDLED_FAILURE) &&
        fromCompat(request)
      ) {
        // The request log says 200 from here on: this line keeps the real status findable.
        request.log.info({ realStatus: status }, 'handled failure answered 200 (COMPAT_ORIGINS)');
        reply.code(200);
      }
      return payload;
    });
  },
  { name: 'compat-origins' },
);
