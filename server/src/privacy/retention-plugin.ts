import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { periodicSweep } from '../platform/periodic-sweep';
import { ANONYMISE_BATCH, anonymiseApplications } from './erase-queries';

const DAY_MS = 86_400_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the retention sweep now (after any under way): tests, and a start-up's first run. */
    retentionSweep: () => Promise<void>;
  }
}

/**
 * Applications to jobs closed or expired more than APPLICATION_RETENTION_DAYS ago are wiped as a
 * deleted applicant's are. Every process sweeps at start-up and once a day, no leader needed:
 * each update takes only rows not wiped yet, so two processes at once wipe each row once and a
 * repeated sweep writes nothing.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const { sweep } = periodicSweep(app, {
      name: 'application retention',
      everyMs: DAY_MS,
      run: async () => {
        const cutoff = Date.now() - config.applicationRetentionDays * DAY_MS;
        for (;;) {
          const wiped = await anonymiseApplications(app.db, { jobsClosedBefore: cutoff });
          if (wiped.length < ANONYMISE_BATCH) return;
        }
      },
    });
    app.decorate('retentionSweep', sweep);
    app.addHook('onReady', async () => {
      void sweep().catch(() => undefined);
    });
  },
  { name: 'application-retention' },
);
