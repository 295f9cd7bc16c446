import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicantsQuery } from 'shared-api/contract';
import {
  applicationBatches,
  applicationPage,
  type ApplicationsOf,
} from '../db/queries/application-lists';
import { ClientSlots } from '../lib/client-slots';
import { HttpError } from '../lib/http-error';
import { jsonList, streamOf } from '../lib/json-stream';

/** Whole-list answers one client may have streaming at once, per route. */
const UNPAGED_PER_CLIENT = 2;

/**
 * Answers a list of applications: with `page`, one page and `total`, newest first; without it,
 * the spec's whole list, streamed in batches so that it is never held whole (issue 26).
 */
export function applicationLists(app: FastifyInstance) {
  const unpaged = new ClientSlots(UNPAGED_PER_CLIENT);
  return async (
    ip: string,
    reply: FastifyReply,
    of: ApplicationsOf,
    { page, pageSize = 25, ...filters }: ApplicantsQuery,
  ) => {
    if (page !== undefined) {
      const result = await applicationPage(app.db, of, filters, { page, pageSize }, app.fileUrls);
      return { success: true as const, ...result, page, pageSize };
    }
    const release = unpaged.take(ip);
    if (!release) {
      throw new HttpError(429, 'Too many downloads of a whole list at once. Please wait for one.');
    }
    reply.raw.once('close', release);
    const batches = applicationBatches(app.db, of, filters, app.fileUrls);
    // JSON already: sent as it is, past the typed serializer.
    const raw: FastifyReply = reply.type('application/json; charset=utf-8');
    return raw.send(await streamOf(jsonList('applications', batches)));
  };
}
