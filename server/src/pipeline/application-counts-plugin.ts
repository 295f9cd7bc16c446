import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicSweep } from '../platform/periodic-sweep';
import { foldApplicationCounts, vacuumApplicationCounts } from './application-count-queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Folds the kept application counts now (after any fold under way): tests. */
    foldApplicationCounts: () => Promise<void>;
  }
}

/** A company's total reads the rows added since the last fold: at most a minute's writes. */
const FOLD_MS = 60_000;

/**
 * Every write to applications adds a row to `application_counts`; this folds them, in every
 * process (one at a time, by a lock in the database), so that each company keeps a row a stage.
 */
export const applicationCountsPlugin = fp(
  async (app: FastifyInstance) => {
    const { sweep } = periodicSweep(app, {
      name: 'application count',
      everyMs: FOLD_MS,
      run: async () => {
        const removed = await foldApplicationCounts(app.db);
        if (removed > 0 && app.dbKind === 'pglite') await vacuumApplicationCounts(app.db);
      },
    });
    app.decorate('foldApplicationCounts', sweep);
  },
  { name: 'application-counts' },
);
