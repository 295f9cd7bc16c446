import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { periodicSweep } from '../platform/periodic-sweep';
import { configuredSiteOrigin } from '../pages/site-urls';
import { REMINDER_BATCH, sendDueReminders, type ReminderSender } from './closing-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved jobs' "closes tomorrow" reminders. */
    savedJobs: {
      /** Sends every reminder due now (the timer's job; tests). */
      sweep: () => Promise<void>;
    };
  }
}

/**
 * How often each process looks for saved jobs closing within a day. A reminder a minute late is
 * nothing, and the look is one indexed query over the jobs closing within the day.
 */
const SWEEP_MS = 60_000;

/**
 * Every process sweeps, as for job alerts' digests (decision 32): the due saved jobs are taken
 * under row locks that skip what another process holds, and the message is queued in the
 * transaction that records it (decision 30), so each reminder goes once, with no leader.
 */
export const savedJobsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const sender: ReminderSender = {
      queue: (message, db, options) => app.mail.queue(message, db, options),
      siteOrigin: configuredSiteOrigin(config),
      skipped: (saved) =>
        app.log.warn(saved, 'saved job reminder not sent: the address is refused'),
    };
    const sweepOnce = async () => {
      while ((await sendDueReminders(app.db, sender)) === REMINDER_BATCH) {
        // A full batch may leave more due: many people saved jobs closing the same day.
      }
    };
    const { sweep } = periodicSweep(app, {
      name: 'saved job reminder',
      everyMs: SWEEP_MS,
      run: sweepOnce,
    });
    app.decorate('savedJobs', { sweep });
  },
  { name: 'saved-jobs', dependencies: ['mail'] },
);
