import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasDatabaseCode, isDatabaseUnavailable, isTransactionConflict } from './database-errors';
import { HttpError } from './http-error';
import { loggableError } from './loggable-error';
import { NUL_REFUSED } from './unstorable-text';

/** Fastify's own client errors, by code, with messages a person can act on. */
const knownClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this request as multipart/form-data',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FILES_LIMIT: 'Send one file only',
  FST_FIELDS_LIMIT: 'The form has too many fields',
};

/** What a 503 asks clients to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** A transaction PostgreSQL aborted for colliding with another: nothing was saved. */
const COLLIDED = 'Another change was being made at the same moment. Please try again.';

/** Busboy's words for a multipart body that ends early or is garbled: the client's fault. */
const BROKEN_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Part terminated early|Malformed part header)/;
/** Busboy's words for a multipart content type it cannot read (no boundary, say). */
const UNREADABLE_MULTIPART =
  /^(Multipart: Boundary not found|Malformed content type|Unsupported content type)/;

/** PostgreSQL's "this text cannot be stored" (a NUL that got past the checks): bad input. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function validationMessage(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const what =
    error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  return field
    ? `Invalid ${field} in the ${what}: ${first?.message ?? 'invalid value'}`
    : `Invalid ${what}: ${first?.message ?? 'invalid value'}`;
}

/**
 * Every error leaves as `{ success: false, message }` with a fitting status. A 5xx never
 * shows internals: it is logged and answered with a generic message.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    if (!error.statusCode && UNREADABLE_MULTIPART.test(error.message)) {
      return reply
        .status(400)
        .send({ success: false, message: 'Send the form as multipart/form-data with a boundary' });
    }
    if (!error.statusCode && hasDatabaseCode(error, UNSTORABLE_TEXT)) {
      return reply.status(400).send({ success: false, message: NUL_REFUSED });
    }
    if (!error.statusCode && BROKEN_MULTIPART.test(error.message)) {
      return reply
        .status(400)
        .send({ success: false, message: 'The upload arrived incomplete. Please send it again.' });
    }
    // The database is away (restarting, failing over, out of connections): the client may try
    // again shortly, and the pool reconnects by itself once it is back.
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: 'The service is briefly unavailable. Please try again.' });
    }
    // A deadlock or serialization failure rolled the whole transaction back: sent again, the
    // request will most likely pass. Logged, since one that recurs is a lock order to fix.
    if (!error.statusCode && isTransactionConflict(error)) {
      request.log.warn({ err: loggableError(error) }, 'transaction aborted by a conflict');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ success: false, message: COLLIDED });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && knownClientErrors[error.code]) ?? error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|files|releases)(\/|$)/.test(pathname);
    // Where this process renders the pages (pages/pages-routes.ts): the app, 200 or a real 404.
    if (isPage && app.hasDecorator('renderOtherPage')) return app.renderOtherPage(request, reply);
    return reply
      .status(404)
      .send({ success: false, message: `No route for ${request.method} ${pathname}` });
  });
});
