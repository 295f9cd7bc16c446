import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache';

export const JOB_LIST_CACHE_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised pages of GET /api/jobs; every job write in this process clears it. */
    jobListCache: TtlCache;
  }
}

export const cachePlugin = fp(async (app: FastifyInstance) => {
  // 1,000 pages of 6 jobs with long descriptions fit in 32 MB; a flood of distinct searches
  // pushes old pages out instead of growing the heap.
  app.decorate(
    'jobListCache',
    new TtlCache({ ttlMs: 5_000, maxEntries: 1_000, maxBytes: JOB_LIST_CACHE_BYTES }),
  );
});
