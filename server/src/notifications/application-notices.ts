import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ApplicationStatus } from 'shared-api/contract';
import type { Database } from '../db/database';
import type { DatabaseOrTransaction } from '../mail/outbox';
import { isMailable, oneLine, type MailMessage } from '../mail/message';
import { applicantNotices, applications, companies, jobs, users } from '../db/schema';
import { newApplicantsMail, statusChangedMail } from './application-mail';

/** A company hears of a job's applicants at most once in this long, but the first at once. */
export const APPLICANT_MAIL_GAP_MS = 10 * 60_000;
/** Names listed in one message about new applicants; the rest are counted. */
const NAMES_LISTED = 10;

export interface Notifier {
  queue: (message: MailMessage, db: DatabaseOrTransaction) => Promise<unknown>;
  /** The pages' origin, for links. */
  origin: string;
  /** A message the mailer refuses (an address it cannot send to), named by what it was about. */
  skipped: (about: Record<string, string>) => void;
}

/**
 * Queues the message unless the mailer would refuse it: one message that cannot be sent must
 * not fail the write or the batch it belongs to (a sweep would take that batch again, and fail
 * again, every time).
 */
async function queueIfMailable(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  message: MailMessage,
  about: Record<string, string>,
): Promise<void> {
  if (isMailable(message)) await notifier.queue(message, tx);
  else notifier.skipped(about);
}

/** Mail to each applicant whose application moved, in the transaction that moved it. */
export async function queueStatusChanges(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  applicationIds: string[],
): Promise<void> {
  if (applicationIds.length === 0) return;
  const rows = await tx
    .select({
      applicationId: applications.id,
      to: users.email,
      firstName: users.firstName,
      status: applications.status,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(inArray(applications.id, applicationIds));
  for (const { applicationId, to, status, ...row } of rows) {
    // A Clerk account may have no email on file: nothing to send to.
    if (!to) continue;
    const change = { ...row, to, status: status as ApplicationStatus };
    await queueIfMailable(tx, notifier, statusChangedMail(change, notifier.origin), {
      applicationId,
    });
  }
}

/** One message about every applicant of the job the company has not heard of yet. */
async function mailWaitingApplicants(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  jobId: string,
  now: number,
): Promise<void> {
  const waiting = and(eq(applications.jobId, jobId), isNull(applications.companyNotifiedAt));
  const [job] = await tx
    .select({ title: jobs.title, to: companies.email })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  const newest = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(waiting)
    .orderBy(desc(applications.appliedAt))
    .limit(NAMES_LISTED);
  const [total] = await tx.select({ n: count() }).from(applications).where(waiting);
  if (job && newest.length > 0) {
    const names = newest.map(({ first, last }) => oneLine(`${first} ${last}`) || 'A job seeker');
    const news = {
      to: job.to,
      jobId,
      jobTitle: job.title,
      names,
      more: (total?.n ?? 0) - names.length,
    };
    await queueIfMailable(tx, notifier, newApplicantsMail(news, notifier.origin), { jobId });
  }
  await tx.update(applications).set({ companyNotifiedAt: now }).where(waiting);
  await tx
    .insert(applicantNotices)
    .values({ jobId, lastSentAt: now, pendingSince: null })
    .onConflictDoUpdate({
      target: applicantNotices.jobId,
      set: { lastSentAt: now, pendingSince: null },
    });
}

/**
 * A new application, in the transaction that made it: the company is mailed at once when its
 * last message about this job is 10 minutes old (or there was none); else the applicant waits
 * for the sweep's gathered message. The job's notice row is locked first, so two applications at
 * once cannot both send.
 */
export async function noticeNewApplication(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  jobId: string,
  now = Date.now(),
): Promise<void> {
  await tx
    .insert(applicantNotices)
    .values({ jobId, lastSentAt: 0, pendingSince: null })
    .onConflictDoNothing();
  const [notice] = await tx
    .select()
    .from(applicantNotices)
    .where(eq(applicantNotices.jobId, jobId))
    .for('update');
  if (!notice || notice.lastSentAt <= now - APPLICANT_MAIL_GAP_MS) {
    await mailWaitingApplicants(tx, notifier, jobId, now);
    return;
  }
  if (notice.pendingSince === null) {
    await tx
      .update(applicantNotices)
      .set({ pendingSince: now })
      .where(eq(applicantNotices.jobId, jobId));
  }
}

/**
 * The gathered messages that are due: jobs with applicants waiting whose last message is 10
 * minutes old. Rows another process is sending are skipped, so each goes once.
 */
export async function sendDueApplicantMail(
  db: Database,
  notifier: Notifier,
  now = Date.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ jobId: applicantNotices.jobId })
      .from(applicantNotices)
      .where(
        and(
          isNotNull(applicantNotices.pendingSince),
          lte(applicantNotices.lastSentAt, now - APPLICANT_MAIL_GAP_MS),
        ),
      )
      .orderBy(asc(applicantNotices.pendingSince))
      .limit(50)
      .for('update', { skipLocked: true });
    for (const { jobId } of due) await mailWaitingApplicants(tx, notifier, jobId, now);
    return due.length;
  });
}
