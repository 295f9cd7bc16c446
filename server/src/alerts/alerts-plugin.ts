import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicSweep } from '../platform/periodic-sweep';
import type { AppConfig } from '../platform/config';
import { deriveKey, loadSigningSecret } from '../platform/secrets';
import { AlertLinks } from './alert-links';
import { DIGEST_BATCH, sendDueDigests, type DigestSender } from './alert-digests';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job alerts' digests. */
    jobAlerts: {
      links: AlertLinks;
      intervalMs: number;
      /** Sends every digest due now (the timer's job; tests). */
      sweep: () => Promise<void>;
    };
  }
}

/**
 * How often each process looks for due digests. A digest goes at most once per
 * ALERT_INTERVAL_MS (a day by default): a minute late is nothing, and one indexed query a
 * minute per process is nothing either.
 */
const SWEEP_MS = 60_000;

/**
 * Every process sweeps, as for expired jobs (decision 25) and mail (decision 30): the due alerts
 * are taken under row locks that skip what another process holds, so each digest goes once,
 * with no leader to elect.
 */
export const jobAlertsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    // The secret the auth plugin loads too (JWT_SECRET, or the one kept in DATA_DIR).
    const links = new AlertLinks(deriveKey(loadSigningSecret(config), 'alert-links'), config);
    const sender: DigestSender = {
      queue: (message, db, options) => app.mail.queue(message, db, options),
      links,
      intervalMs: config.alertIntervalMs,
      skipped: (alertId) =>
        app.log.warn({ alertId }, 'job alert digest not sent: the address is refused'),
    };
    const sweepOnce = async () => {
      while ((await sendDueDigests(app.db, sender)) === DIGEST_BATCH) {
        // A full batch may leave more due: many alerts saved around the same time.
      }
    };
    const { sweep } = periodicSweep(app, { name: 'job alert', everyMs: SWEEP_MS, run: sweepOnce });
    app.decorate('jobAlerts', {
      links,
      intervalMs: config.alertIntervalMs,
      sweep,
    });
  },
  { name: 'job-alerts', dependencies: ['mail'] },
);
