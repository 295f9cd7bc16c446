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

/**
 * Every write to applications adds a row to `application_counts`; this keeps them few. A
 * company's total is read from its rows, so a minute's writes between folds cost a minute's rows.
 */
const FOLD_MS = 60_000;

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
