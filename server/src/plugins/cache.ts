import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobListResponse } from 'shared-api/contract';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of GET /api/jobs; every job write in this process clears it. */
    jobListCache: TtlCache<JobListResponse>;
  }
}

export const cachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('jobListCache', new TtlCache<JobListResponse>(5_000, 1_000));
});
