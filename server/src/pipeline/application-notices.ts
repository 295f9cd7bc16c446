import type { ApplicationStatus } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { isMailable, oneLine, type MailMessage } from '../mail/message';
import type { QueueOptions } from '../mail/outbox-queries';
import { applicationReceivedMail, newApplicantsMail, statusChangedMail } from './application-mail';
import {
  lockApplicantNotice,
  markApplicantsNotified,
  markNoticePending,
  receivedRow,
  statusChangeRows,
  takeDueNotices,
  waitingApplicants,
} from './notice-queries';

/** A company hears of a job's applicants at most once in this long, but the first at once. */
export const APPLICANT_MAIL_GAP_MS = 10 * 60_000;
/** Names listed in one message about new applicants; the rest are counted. */
const NAMES_LISTED = 10;

export interface Notifier {
  queue: (
    message: MailMessage,
    db: DatabaseOrTransaction,
    options?: QueueOptions,
  ) => Promise<string>;
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
  options: QueueOptions = {},
): Promise<string | null> {
  if (isMailable(message)) return notifier.queue(message, tx, options);
  notifier.skipped(about);
  return null;
}

/** Mail to an applicant about their application: about them and the company. */
const applicantConcerns = ({ userId, companyId }: { userId: string; companyId: string }) => [
  `user:${userId}`,
  `company:${companyId}`,
];

/**
 * Mail to each applicant whose application moved, in the transaction that moved it; not before
 * `runAt` when given (a company's move can be undone until then). Gives each message's id by
 * application.
 */
export async function queueStatusChanges(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  applicationIds: string[],
  options: QueueOptions = {},
): Promise<Map<string, string>> {
  const queued = new Map<string, string>();
  if (applicationIds.length === 0) return queued;
  const rows = await statusChangeRows(tx, applicationIds);
  for (const { applicationId, userId, companyId, to, status, ...row } of rows) {
    // A Clerk account may have no email on file: nothing to send to.
    if (!to) continue;
    const change = { ...row, to, status: status as ApplicationStatus };
    const message = statusChangedMail(change, notifier.origin);
    const tagged = { ...options, concerns: applicantConcerns({ userId, companyId }) };
    const id = await queueIfMailable(tx, notifier, message, { applicationId }, tagged);
    if (id) queued.set(applicationId, id);
  }
  return queued;
}

/** Mail to the person who just applied, in the transaction that records the application. */
export async function queueApplicationReceived(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  applicationId: string,
): Promise<void> {
  const row = await receivedRow(tx, applicationId);
  // A Clerk account may have no email on file: nothing to send to.
  if (!row?.to) return;
  const message = applicationReceivedMail({ ...row, to: row.to }, notifier.origin);
  const tagged = { concerns: applicantConcerns(row) };
  await queueIfMailable(tx, notifier, message, { applicationId }, tagged);
}

/** One message about every applicant of the job the company has not heard of yet. */
async function mailWaitingApplicants(
  tx: DatabaseOrTransaction,
  notifier: Notifier,
  jobId: string,
  now: number,
): Promise<void> {
  const { job, newest, total } = await waitingApplicants(tx, jobId, NAMES_LISTED);
  if (job && newest.length > 0) {
    const names = newest.map(({ first, last }) => oneLine(`${first} ${last}`) || 'A job seeker');
    const news = {
      to: job.to,
      jobId,
      jobTitle: job.title,
      names,
      more: total - names.length,
    };
    // It names the applicants listed: erasing one of them deletes it, as erasing the company does.
    const concerns = [`company:${job.companyId}`, ...newest.map(({ userId }) => `user:${userId}`)];
    const message = newApplicantsMail(news, notifier.origin);
    await queueIfMailable(tx, notifier, message, { jobId }, { concerns });
  }
  await markApplicantsNotified(tx, jobId, now);
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
  const notice = await lockApplicantNotice(tx, jobId);
  if (!notice || notice.lastSentAt <= now - APPLICANT_MAIL_GAP_MS) {
    await mailWaitingApplicants(tx, notifier, jobId, now);
    return;
  }
  if (notice.pendingSince === null) {
    await markNoticePending(tx, jobId, now);
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
    const due = await takeDueNotices(tx, now - APPLICANT_MAIL_GAP_MS, 50);
    for (const { jobId } of due) await mailWaitingApplicants(tx, notifier, jobId, now);
    return due.length;
  });
}
