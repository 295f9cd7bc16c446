import { isMailable, type MailMessage } from '../mail/message';
import type { QueueOptions } from '../mail/outbox-queries';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { closingReminderMail } from './reminder-mail';
import { markReminded, takeDueReminders } from './reminder-queries';

/** Due reminders one transaction takes. */
export const REMINDER_BATCH = 50;

export interface ReminderSender {
  queue: (
    message: MailMessage,
    db: DatabaseOrTransaction,
    options: QueueOptions,
  ) => Promise<unknown>;
  /** Where the pages are: the job's and Saved Jobs. */
  siteOrigin: string;
  /** A reminder that could not be queued (an address the mailer refuses): logged. */
  skipped: (saved: { userId: string; jobId: string }) => void;
}

/**
 * One batch of the saved jobs whose "closes tomorrow" reminder is due: each gets one message,
 * queued in the transaction that records it as sent, on rows another process is not sweeping,
 * so however many processes sweep, each reminder goes once. One with nowhere to go (no address,
 * or one the mailer refuses) is recorded all the same, so that it is not taken at every sweep.
 * Gives the number of saved jobs taken.
 */
export async function sendDueReminders(
  db: Database,
  sender: ReminderSender,
  now = Date.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await takeDueReminders(tx, now, REMINDER_BATCH);
    for (const saved of due) {
      if (saved.to) {
        const message = closingReminderMail({ ...saved, to: saved.to }, sender.siteOrigin, now);
        // Checked before the insert: one address the mailer refuses must not fail the batch.
        const concerns = [`user:${saved.userId}`, `company:${saved.companyId}`];
        if (isMailable(message)) await sender.queue(message, tx, { concerns });
        else sender.skipped({ userId: saved.userId, jobId: saved.jobId });
      }
      await markReminded(tx, saved, now);
    }
    return due.length;
  });
}
