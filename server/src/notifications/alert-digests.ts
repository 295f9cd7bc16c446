import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { JobAlertSearch } from 'shared-api/contract';
import type { Database } from '../db/database';
import { listedJobsWhere } from '../db/queries/jobs';
import { toJobAlert } from '../db/queries/job-alerts';
import { companies, jobAlerts, jobs, users } from '../db/schema';
import type { DatabaseOrTransaction } from '../mail/outbox';
import { isMailable, type MailMessage } from '../mail/message';
import type { AlertLinks } from './alert-links';
import { alertDigestMail, type DigestJob } from './alert-mail';

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
  queue: (message: MailMessage, db: DatabaseOrTransaction) => Promise<unknown>;
  links: AlertLinks;
  intervalMs: number;
  /** A digest that could not be queued (an address the mailer refuses): logged. */
  skipped: (alertId: string) => void;
}

/** The alert's jobs posted in (after, upTo], still listed, newest first, and how many in all. */
async function newJobs(
  tx: DatabaseOrTransaction,
  search: JobAlertSearch,
  after: number,
  upTo: number,
): Promise<{ jobs: DigestJob[]; total: number }> {
  const rows = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      location: jobs.location,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(listedJobsWhere(search), gt(jobs.postedAt, after), lte(jobs.postedAt, upTo)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(DIGEST_JOBS);
  return { jobs: rows.map(({ total: _total, ...job }) => job), total: rows[0]?.total ?? 0 };
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
    const due = await tx
      .select({ alert: jobAlerts, to: users.email, firstName: users.firstName })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.userId))
      .where(lte(jobAlerts.nextDigestAt, now))
      .orderBy(asc(jobAlerts.nextDigestAt))
      .limit(DIGEST_BATCH)
      .for('update', { of: jobAlerts, skipLocked: true });
    for (const { alert: row, to, firstName } of due) {
      const alert = toJobAlert(row);
      // Never back: an alert saved within the grace has looked up to its own saving already.
      const after = row.checkedUpTo;
      const found = upTo > after ? await newJobs(tx, alert, after, upTo) : null;
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
        if (isMailable(message)) await sender.queue(message, tx);
        else sender.skipped(row.id);
      }
      await tx
        .update(jobAlerts)
        .set({ checkedUpTo: Math.max(after, upTo), nextDigestAt: now + sender.intervalMs })
        .where(eq(jobAlerts.id, row.id));
    }
    return due.length;
  });
}
