import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-error';
import { unstorableText } from './unstorable-text';

/**
 * Every route's query, params and parsed body, before validation: text that cannot be stored
 * as sent (a NUL, a lone surrogate) is refused. Multipart fields are checked in their routes.
 */
export const refuseUnstorableTextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request, and a promise per request
  // showed in the bench's cheapest answers.
  app.addHook('preValidation', (request, _reply, done) => {
    const why =
      unstorableText(request.query) ??
      unstorableText(request.params) ??
      unstorableText(request.body);
    done(why ? badRequest(why) : undefined);
  });
});
