import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS } from 'shared-api/contract';
import { periodicSweep } from '../platform/periodic-sweep';
import { purgeExpiredInvitations } from './invitation-queries';

/**
 * How long an expired invitation stays listed to its company: long enough to see that the
 * person never joined and to invite them again, then the address goes.
 */
export const EXPIRED_INVITATION_KEPT_DAYS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the expired invitations' purge now (after any under way): tests. */
    invitationPurge: () => Promise<void>;
  }
}

/**
 * An expired invitation holds no email (decision 0040), but its row would stay for good: every
 * process deletes those expired for EXPIRED_INVITATION_KEPT_DAYS at start-up and once a day, no
 * leader needed (a row deleted twice is deleted once).
 */
export const invitationPurgePlugin = fp(
  async (app: FastifyInstance) => {
    const { sweep } = periodicSweep(app, {
      name: 'expired invitation',
      everyMs: DAY_MS,
      run: async () => {
        const before = new Date(Date.now() - EXPIRED_INVITATION_KEPT_DAYS * DAY_MS);
        await purgeExpiredInvitations(app.db, before);
      },
    });
    app.decorate('invitationPurge', sweep);
    app.addHook('onReady', async () => {
      void sweep().catch(() => undefined);
    });
  },
  { name: 'invitation-purge' },
);
