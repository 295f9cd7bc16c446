import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { JOB_ALERTS_PER_USER, type JobAlert, type JobAlertSearch } from 'shared-api/contract';
import type { Database } from '../platform/database';
import { jobAlerts } from '../platform/schema';
import { lockLiveUser } from '../accounts/live-account-queries';

type AlertRow = typeof jobAlerts.$inferSelect;

export function toJobAlert(row: AlertRow): JobAlert {
  return {
    _id: row.id,
    title: row.title,
    location: row.location,
    // Written from the contract's enums only (jobAlertBodySchema).
    categories: row.categories as JobAlert['categories'],
    locations: row.locations as JobAlert['locations'],
    createdAt: row.createdAt.getTime(),
  };
}

/** A job seeker's alerts, newest first (the user index serves it). */
export async function listJobAlerts(db: Database, userId: string): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map(toJobAlert);
}

export type SaveAlertResult =
  { outcome: 'no-user' | 'no-email' | 'full' } | { outcome: 'saved' | 'exists'; alert: JobAlert };

export interface NewAlertTimes {
  /** Now (epoch ms): jobs posted from now on are the alert's news. */
  now: number;
  /** The first digest is due one interval on, as every later one. */
  intervalMs: number;
  /** The sha-256 of the alert's unsubscribe token, made from its id. */
  unsubscribeHash: (alertId: string) => string;
}

/**
 * Saves a search as an alert, unless the same search is saved already (titles and locations
 * compared as the search compares them, without case) or the seeker has the most allowed. The
 * seeker's row is locked first, so two saves at once cannot both pass either check. `no key
 * update` rather than `update`: applying, which only references the row, is not held up.
 */
export async function saveJobAlert(
  db: Database,
  userId: string,
  search: JobAlertSearch,
  times: NewAlertTimes,
): Promise<SaveAlertResult> {
  return db.transaction(async (tx) => {
    // An erased account is 'no-user': its erase would not take an alert saved after it.
    const user = await lockLiveUser(tx, userId, 'no key update');
    if (!user) return { outcome: 'no-user' };
    if (!user.email) return { outcome: 'no-email' };
    const [same] = await tx
      .select()
      .from(jobAlerts)
      .where(
        and(
          eq(jobAlerts.userId, userId),
          sql`lower(${jobAlerts.title}) = lower(${search.title})`,
          sql`lower(${jobAlerts.location}) = lower(${search.location})`,
          sql`${jobAlerts.categories} = ${sql.param(search.categories)}::text[]`,
          sql`${jobAlerts.locations} = ${sql.param(search.locations)}::text[]`,
        ),
      )
      .limit(1);
    if (same) return { outcome: 'exists', alert: toJobAlert(same) };
    const [held] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId));
    if ((held?.n ?? 0) >= JOB_ALERTS_PER_USER) return { outcome: 'full' };
    const id = randomUUID();
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        id,
        userId,
        ...search,
        checkedUpTo: times.now,
        nextDigestAt: times.now + times.intervalMs,
        unsubscribeHash: times.unsubscribeHash(id),
      })
      .returning();
    if (!row) throw new Error('saving a job alert inserted no row');
    return { outcome: 'saved', alert: toJobAlert(row) };
  });
}

/** Deletes one of the seeker's own alerts; false when they have none with that id. */
export async function deleteJobAlert(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/** The alert an unsubscribe link names, if it still exists. */
export async function findAlertByUnsubscribeHash(
  db: Database,
  hash: string,
): Promise<JobAlert | null> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribeHash, hash))
    .limit(1);
  return row ? toJobAlert(row) : null;
}

/** The one-click unsubscribe: deletes the alert the link names; null when it is gone already. */
export async function unsubscribeJobAlert(db: Database, hash: string): Promise<JobAlert | null> {
  const [row] = await db.delete(jobAlerts).where(eq(jobAlerts.unsubscribeHash, hash)).returning();
  return row ? toJobAlert(row) : null;
}
