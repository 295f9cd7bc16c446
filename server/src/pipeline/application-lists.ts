import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicantsQuery } from 'shared-api/contract';
import {
  applicationBatches,
  applicationPage,
  type ApplicationsOf,
} from './application-list-queries';
import { StreamedLists } from '../platform/json-stream';

/** Whole-list answers one client may have streaming at once, per route. */
const UNPAGED_PER_CLIENT = 2;

/**
 * Answers a list of applications: with `page`, one page and `total`, newest first; without it,
 * the spec's whole list, streamed in batches so that it is never held whole.
 */
export function applicationLists(app: FastifyInstance) {
  const unpaged = new StreamedLists(
    UNPAGED_PER_CLIENT,
    'Too many downloads of a whole list at once. Please wait for one.',
  );
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
    return unpaged.send(ip, reply, 'applications', () =>
      applicationBatches(app.db, of, filters, app.fileUrls),
    );
  };
}
