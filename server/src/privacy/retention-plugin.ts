import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { periodicSweep } from '../platform/periodic-sweep';
import { purgeExpiredInvitations } from '../team/invitation-queries';
import { ANONYMISE_BATCH, anonymiseApplications } from './erase-queries';

const DAY_MS = 86_400_000;

/**
 * How long an expired invitation stays listed to its company: long enough to see that the
 * person never joined and to invite them again, then the row goes (it holds no email, decision 40).
 */
export const EXPIRED_INVITATION_KEPT_DAYS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the retention sweep now (after any under way): tests, and a start-up's first run. */
    retentionSweep: () => Promise<void>;
  }
}

/**
 * Applications to jobs closed or expired more than APPLICATION_RETENTION_DAYS ago are wiped as a
 * deleted applicant's are, and invitations expired for EXPIRED_INVITATION_KEPT_DAYS are deleted.
 * Every process sweeps at start-up and once a day, no leader needed: each update takes only rows
 * not wiped yet, so two processes at once wipe each row once and a repeated sweep writes nothing.
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
          if (wiped.length < ANONYMISE_BATCH) break;
        }
        await purgeExpiredInvitations(
          app.db,
          new Date(Date.now() - EXPIRED_INVITATION_KEPT_DAYS * DAY_MS),
        );
      },
    });
    app.decorate('retentionSweep', sweep);
    app.addHook('onReady', async () => {
      void sweep().catch(() => undefined);
    });
  },
  { name: 'application-retention' },
);
