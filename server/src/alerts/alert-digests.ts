import { isMailable, type MailMessage } from '../mail/message';
import type { QueueOptions } from '../mail/outbox-queries';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import type { AlertLinks } from './alert-links';
import { alertDigestMail } from './alert-mail';
import { toJobAlert } from './alert-queries';
import { advanceAlert, newJobsForAlert, takeDueAlerts } from './digest-queries';

/** Jobs one digest lists; the rest are counted. */
export const DIGEST_JOBS = 20;
/** Due alerts one transaction takes. */
export const DIGEST_BATCH = 50;
/**
 * A job posted this recently may not be committed yet (its `posted_at` is taken before its
 * insert commits): the digest stops short of it, and the next one has it.
 */
export const COMMIT_GRACE_MS = 10_000;

export interface DigestSender {
  queue: (
    message: MailMessage,
    db: DatabaseOrTransaction,
    options: QueueOptions,
  ) => Promise<unknown>;
  links: AlertLinks;
  intervalMs: number;
  /** A digest that could not be queued (an address the mailer refuses): logged. */
  skipped: (alertId: string) => void;
}

/**
 * One batch of the alerts whose digest is due: each gets one message when jobs matching it were
 * posted since it last looked, none otherwise, and looks again one interval on. The message and
 * the alert's advance are one transaction, and rows another process is sweeping are skipped, so
 * however many processes sweep, each digest goes once. Gives the number of alerts taken.
 */
export async function sendDueDigests(
  db: Database,
  sender: DigestSender,
  now = Date.now(),
): Promise<number> {
  const upTo = now - COMMIT_GRACE_MS;
  return db.transaction(async (tx) => {
    const due = await takeDueAlerts(tx, now, DIGEST_BATCH);
    for (const { alert: row, to, firstName } of due) {
      const alert = toJobAlert(row);
      // Never back: an alert saved within the grace has looked up to its own saving already.
      const after = row.checkedUpTo;
      const found =
        upTo > after ? await newJobsForAlert(tx, alert, { after, upTo, limit: DIGEST_JOBS }) : null;
      // No address any more (a Clerk account's removed since saving): nothing to send to.
      if (found && found.jobs.length > 0 && to) {
        const digest = {
          to,
          firstName,
          search: alert,
          jobs: found.jobs,
          more: found.total - found.jobs.length,
          unsubscribeUrl: sender.links.unsubscribeUrl(row.id),
        };
        const message = alertDigestMail(digest, sender.links.siteOrigin);
        // Checked before the insert: one address the mailer refuses must not fail the batch.
        // About its reader, and each company it lists: erasing either deletes it.
        const concerns = [
          `user:${row.userId}`,
          ...found.jobs.map((job) => `company:${job.companyId}`),
        ];
        if (isMailable(message)) await sender.queue(message, tx, { concerns });
        else sender.skipped(row.id);
      }
      await advanceAlert(tx, row.id, {
        checkedUpTo: Math.max(after, upTo),
        nextDigestAt: now + sender.intervalMs,
      });
    }
    return due.length;
  });
}
