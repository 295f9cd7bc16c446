import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityAction, ActivityEntry } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { activity, applications, jobs } from '../platform/schema';
import type { Actor } from '../accounts/actor';

export interface ActivityRecord {
  companyId: string;
  jobId: string;
  applicationId?: string;
  action: ActivityAction;
  from?: string;
  to?: string;
  mailId?: string;
}

/** Writes these entries as `actor`'s, at `at`; pass the transaction of the change they tell of. */
export async function recordActivity(
  db: DatabaseOrTransaction,
  actor: Pick<Actor, 'id' | 'name'>,
  records: ActivityRecord[],
  at = Date.now(),
): Promise<void> {
  if (records.length === 0) return;
  await db.insert(activity).values(
    records.map((record) => ({
      companyId: record.companyId,
      jobId: record.jobId,
      applicationId: record.applicationId ?? null,
      actorId: actor.id,
      actorName: actor.name,
      action: record.action,
      fromValue: record.from ?? null,
      toValue: record.to ?? null,
      mailId: record.mailId ?? null,
      at,
    })),
  );
}

/** The trail of one application, or of one job (its own entries and its applications'). */
export async function listActivity(
  db: Database,
  companyId: string,
  about: { applicationId: string } | { jobId: string },
): Promise<ActivityEntry[]> {
  const which =
    'applicationId' in about
      ? eq(activity.applicationId, about.applicationId)
      : eq(activity.jobId, about.jobId);
  const rows = await db
    .select()
    .from(activity)
    .where(and(which, eq(activity.companyId, companyId)))
    .orderBy(desc(activity.at), desc(sql`${activity.id}`))
    .limit(500);
  return rows.map((row) => ({
    at: row.at,
    by: { _id: row.actorId, name: row.actorName },
    action: row.action as ActivityAction,
    ...(row.fromValue === null ? {} : { from: row.fromValue }),
    ...(row.toValue === null ? {} : { to: row.toValue }),
  }));
}

/** Whose job this is, or null when there is none. */
export async function jobOwner(db: Database, jobId: string): Promise<string | null> {
  const [row] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  return row?.companyId ?? null;
}

export type StatusActivity = typeof activity.$inferSelect;

/**
 * The application's latest status change or undo, read with the application's row locked (by
 * the caller), so two undos of one change cannot both pass.
 */
export async function latestStatusActivity(
  db: DatabaseOrTransaction,
  applicationId: string,
): Promise<StatusActivity | null> {
  const [row] = await db
    .select()
    .from(activity)
    .where(
      and(
        eq(activity.applicationId, applicationId),
        inArray(activity.action, ['status', 'bulk-status', 'undo']),
      ),
    )
    .orderBy(desc(activity.at), desc(sql`${activity.id}`))
    .limit(1);
  return row ?? null;
}

/** Puts the application back to `to` if it is still at `from`; false when it moved meanwhile. */
export async function restoreStatus(
  db: DatabaseOrTransaction,
  applicationId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(applications.id, applicationId), eq(applications.status, from)))
    .returning({ id: applications.id });
  return rows.length > 0;
}
