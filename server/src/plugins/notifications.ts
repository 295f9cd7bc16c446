import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicSweep } from '../lib/periodic-sweep';
import type { AppConfig } from '../config';
import type { DatabaseOrTransaction } from '../mail/outbox';
import {
  noticeNewApplication,
  queueStatusChanges,
  sendDueApplicantMail,
  type Notifier,
} from '../notifications/application-notices';
import { configuredSiteOrigin } from '../pages/site-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail that applications cause (issue 28), queued in the transaction of their write. */
    notifications: {
      statusChanged: (tx: DatabaseOrTransaction, applicationIds: string[]) => Promise<void>;
      newApplication: (tx: DatabaseOrTransaction, jobId: string) => Promise<void>;
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
      queue: (message, db) => app.mail.queue(message, db),
      origin: configuredSiteOrigin(config),
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
      statusChanged: (tx, ids) => queueStatusChanges(tx, notifier, ids),
      newApplication: (tx, jobId) => noticeNewApplication(tx, notifier, jobId),
      sweep,
    });
  },
  { name: 'notifications', dependencies: ['mail'] },
);
