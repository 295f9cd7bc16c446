import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicSweep } from '../platform/periodic-sweep';
import type { AppConfig } from '../platform/config';
import type { DatabaseOrTransaction } from '../platform/database';
import type { QueueOptions } from '../mail/outbox-queries';
import {
  noticeNewApplication,
  queueApplicationReceived,
  queueStatusChanges,
  sendDueApplicantMail,
  type Notifier,
} from './application-notices';
import { liveNewApplication, liveStatusesChanged } from './live-hooks';
import { configuredSiteOrigin } from '../pages/site-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What application writes cause: mail queued and live events published, in the
     * transaction of the write, so that neither exists unless the write committed.
     */
    notifications: {
      /** Gives the id of each applicant's queued mail, by application. */
      statusChanged: (
        tx: DatabaseOrTransaction,
        applicationIds: string[],
        options?: QueueOptions,
      ) => Promise<Map<string, string>>;
      /** An undone move: the screens show the stage again, and no mail goes. */
      statusRestored: (tx: DatabaseOrTransaction, applicationIds: string[]) => Promise<void>;
      newApplication: (
        tx: DatabaseOrTransaction,
        application: { id: string; companyId: string; jobId: string },
      ) => Promise<void>;
      /** Sends the gathered messages about new applicants that are due (the timer's job; tests). */
      sweep: () => Promise<void>;
    };
  }
}

/** How often each process looks for gathered applicant messages that are due. */
const SWEEP_MS = 30_000;

export const notificationsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    const notifier: Notifier = {
      queue: (message, db, options) => app.mail.queue(message, db, options),
      origin: configuredSiteOrigin(config),
      skipped: (about) => app.log.warn(about, 'mail to an address the mailer refuses: not queued'),
    };
    const sweepOnce = async () => {
      while ((await sendDueApplicantMail(app.db, notifier)) > 0) {
        // Another batch may be due: a burst of jobs each with applicants waiting.
      }
    };
    const { sweep } = periodicSweep(app, {
      name: 'applicant mail',
      everyMs: SWEEP_MS,
      run: sweepOnce,
    });

    app.decorate('notifications', {
      statusChanged: async (tx, ids, options) => {
        const queued = await queueStatusChanges(tx, notifier, ids, options);
        await liveStatusesChanged(tx, ids);
        return queued;
      },
      statusRestored: (tx, ids) => liveStatusesChanged(tx, ids),
      newApplication: async (tx, { id, companyId, jobId }) => {
        await noticeNewApplication(tx, notifier, jobId);
        await queueApplicationReceived(tx, notifier, id);
        await liveNewApplication(tx, { companyId, jobId, applicationId: id });
      },
      sweep,
    });
  },
  { name: 'notifications', dependencies: ['mail'] },
);
