import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Encoding } from '../platform/encoding';
import type { AppConfig } from '../platform/config';
import { FewMatchTitles } from './few-match-titles';
import { JobListCache } from './job-list-cache';
import { searchJobPage } from './job-search';
import type { JobFilters } from './job-queries';

export const JOB_LIST_CACHE_BYTES = 32 * 1024 * 1024;

type Paging = { page: number; pageSize: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised pages of GET /api/jobs; job writes drop the pages they touch (job-changes). */
    jobListCache: JobListCache;
    /**
     * One page of GET /api/jobs as its body, from the cache: JSON, or compressed with
     * `encoding`. The route answers with it, and the home page sends it with its HTML.
     */
    jobListPage: {
      (paging: Paging, filters: JobFilters): Promise<string>;
      (paging: Paging, filters: JobFilters, encoding: Encoding): Promise<string | Buffer>;
    };
  }
}

export const cachePlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // 1,000 pages fit in 32 MB; a flood of distinct searches pushes old pages out instead of
    // growing the heap.
    const cache = new JobListCache({
      ttlMs: config.jobListCacheTtlMs,
      maxEntries: 1_000,
      maxBytes: JOB_LIST_CACHE_BYTES,
    });
    // One for both callers: what a title search found guides the next one, from either.
    const fewMatchTitles = new FewMatchTitles();
    function jobListPage(paging: Paging, filters: JobFilters): Promise<string>;
    function jobListPage(
      paging: Paging,
      filters: JobFilters,
      encoding: Encoding,
    ): Promise<string | Buffer>;
    function jobListPage(paging: Paging, filters: JobFilters, encoding: Encoding = 'identity') {
      return cache.get(
        paging,
        filters,
        async () => {
          const result = await searchJobPage(
            app.dbRun,
            app.fileUrls,
            filters,
            paging,
            fewMatchTitles,
          );
          const { page, pageSize } = paging;
          return JSON.stringify({ success: true, ...result, page, pageSize });
        },
        encoding,
      );
    }
    app.decorate('jobListCache', cache);
    app.decorate('jobListPage', jobListPage);
  },
  { name: 'cache' },
);
