import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';
import { containsNul, NUL_REFUSED } from '../lib/nul';

/** Every route's query, params and parsed body, before validation; multipart fields in the route. */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw badRequest(NUL_REFUSED);
    }
  });
});
