import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { mailOutbox } from '../platform/schema';
import { parseMailMessage, type MailMessage } from './message';

/** NOTIFY channel that wakes every process's worker once queued mail is committed. */
export const MAIL_CHANNEL = 'mail_outbox';

/**
 * Longest wait between two tries. SMTP back up, a message then goes within this, a poll and a
 * failed try's own time (connection timeout 10 s): within the minute the issue allows.
 */
export const RETRY_CAP_MS = 30_000;
const FIRST_RETRY_MS = 1_000;

/** Wait before the next try after `attempts` failed ones: 1 s, 2 s, 4 s... up to the cap. */
export function retryDelayMs(attempts: number, capMs = RETRY_CAP_MS): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, capMs);
}

/** A span of `ms` milliseconds in SQL, as a parameter. */
export const interval = (ms: number) =>
  sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;
const afterMs = (ms: number) => sql`now() + ${interval(ms)}`;

export interface QueueOptions {
  runAt?: Date;
  /** Not sent before this long from now. */
  delayMs?: number;
  /**
   * Whom the message is about, besides its recipient: `user:<id>`, `company:<id>`,
   * `member:<id>`. Erasing any of them deletes it (decision 43), so name everyone it names.
   */
  concerns?: readonly string[];
}

/** Inserts the message (checked first) and gives its id; it goes once `db` has committed. */
export async function queueMail(
  db: DatabaseOrTransaction,
  message: MailMessage,
  options: QueueOptions = {},
): Promise<string> {
  const valid = parseMailMessage(message);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: valid.to,
      subject: valid.subject,
      text: valid.text,
      html: valid.html,
      headers: valid.headers ?? {},
      concerns: [...new Set(options.concerns ?? [])],
      ...(options.runAt ? { runAt: options.runAt } : {}),
      // The database's clock, which every process's worker reads too.
      ...(options.delayMs ? { runAt: afterMs(options.delayMs) } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('queueing mail inserted no row');
  // Delivered at commit to every process listening, this one included. PGlite has the
  // function too, and nothing listens there: its one process is woken directly.
  await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return row.id;
}

const leasedColumns = {
  id: mailOutbox.id,
  to: mailOutbox.recipient,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  headers: mailOutbox.headers,
  attempts: mailOutbox.attempts,
  refusals: mailOutbox.refusals,
};
export type LeasedMail = MailMessage & { id: string; attempts: number; refusals: number };

/**
 * Takes up to `limit` due messages for `leaseMs`. Rows another process is taking are skipped,
 * not waited for, and a leased row is due again only once its lease has run out (its process
 * died while sending), so each message goes to one worker at a time.
 */
export async function leaseDueMail(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<LeasedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.runAt, sql`now()`),
        or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ leasedUntil: afterMs(leaseMs) })
    .where(and(inArray(mailOutbox.id, due), isNull(mailOutbox.sentAt)))
    .returning(leasedColumns);
}

/**
 * Takes back a message not yet sent nor being sent: false when a worker holds it, or it went.
 * Its row stays locked to the caller's transaction, so no worker takes it meanwhile.
 */
export async function cancelMail(db: DatabaseOrTransaction, id: string): Promise<boolean> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, leasedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed try: the counts after it, and why it failed. */
export interface MailTry {
  attempts: number;
  refusals: number;
  error: string;
}

const unsent = (id: string) =>
  and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

/** Counts the failed try and sets the next one `delayMs` from now (the database's clock). */
export async function scheduleMailRetry(
  db: Database,
  id: string,
  { attempts, refusals, error }: MailTry,
  delayMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      refusals,
      runAt: afterMs(delayMs),
      lastError: error.slice(0, 1_000),
      leasedUntil: null,
    })
    .where(unsent(id));
}

/** Sets the message aside: no worker takes it again. Gives whether this call did it. */
export async function markMailFailed(
  db: Database,
  id: string,
  { attempts, refusals, error }: MailTry,
): Promise<boolean> {
  const marked = await db
    .update(mailOutbox)
    .set({
      attempts,
      refusals,
      failedAt: sql`now()`,
      lastError: error.slice(0, 1_000),
      leasedUntil: null,
    })
    .where(unsent(id))
    .returning({ id: mailOutbox.id });
  return marked.length > 0;
}
