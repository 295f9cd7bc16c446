import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { mailOutbox } from '../platform/schema';
import { interval } from './outbox-queries';

// The outbox's upkeep: what the worker deletes and what the health check counts.

/**
 * Sent and failed messages are kept a while (to see what went out, or why not), then deleted:
 * their bodies hold single-use links that have no business staying in the database.
 */
export async function deleteOldMail(db: Database, keptMs: number): Promise<void> {
  const before = sql`now() - ${interval(keptMs)}`;
  await db
    .delete(mailOutbox)
    .where(or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before)));
}

export interface OutboxCounts {
  /** Messages neither sent nor set aside: waiting, being sent, or between tries. */
  queued: number;
  /** Messages set aside as failed and not yet deleted. */
  failed: number;
}

/** Each count is read through its own partial index, never over the week of sent mail. */
export async function countOutbox(db: Database): Promise<OutboxCounts> {
  const [queued, failed] = await Promise.all([
    db.$count(mailOutbox, and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))),
    db.$count(mailOutbox, isNotNull(mailOutbox.failedAt)),
  ]);
  return { queued, failed };
}
