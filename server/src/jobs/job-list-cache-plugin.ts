import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { JobListCache } from './job-list-cache';

export const JOB_LIST_CACHE_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised pages of GET /api/jobs; job writes drop the pages they touch (job-changes). */
    jobListCache: JobListCache;
  }
}

export const cachePlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // 1,000 pages fit in 32 MB; a flood of distinct searches pushes old pages out instead of
    // growing the heap.
    app.decorate(
      'jobListCache',
      new JobListCache({
        ttlMs: config.jobListCacheTtlMs,
        maxEntries: 1_000,
        maxBytes: JOB_LIST_CACHE_BYTES,
      }),
    );
  },
  { name: 'cache' },
);
