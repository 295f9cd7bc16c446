import { and, asc, eq, gt, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { DAY_MS } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { applications, companies, jobs, savedJobs, users } from '../platform/schema';

export interface DueReminder {
  userId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  companyId: string;
  closesAt: number;
  /** The person's address; null for an account that has none (a Clerk one without). */
  to: string | null;
  firstName: string;
}

/**
 * Locks up to `limit` saved jobs whose reminder is due: the job is listed and closes within a
 * day of `now`, the person has not applied to it (a withdrawn application counts: they did),
 * and no reminder went for this closing time. Rows another process is sweeping are skipped,
 * so however many processes sweep, each reminder goes once.
 */
export async function takeDueReminders(
  tx: DatabaseOrTransaction,
  now: number,
  limit: number,
): Promise<DueReminder[]> {
  return tx
    .select({
      userId: savedJobs.userId,
      jobId: savedJobs.jobId,
      jobTitle: jobs.title,
      companyName: companies.name,
      companyId: jobs.companyId,
      closesAt: jobs.closesAt,
      to: users.email,
      firstName: users.firstName,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, savedJobs.userId))
    .where(
      and(
        // Listed, written as the expiry index's condition so that it finds the jobs closing
        // within the day without reading the others.
        eq(jobs.expired, false),
        isNull(jobs.closedAt),
        eq(jobs.visible, true),
        gt(jobs.closesAt, now),
        lte(jobs.closesAt, now + DAY_MS),
        // A reminder sent within the day before this closing time was for it.
        or(
          isNull(savedJobs.remindedAt),
          lt(savedJobs.remindedAt, sql`${jobs.closesAt} - ${DAY_MS}::bigint`),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(applications)
            .where(
              and(
                eq(applications.userId, savedJobs.userId),
                eq(applications.jobId, savedJobs.jobId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(jobs.closesAt), asc(savedJobs.userId))
    .limit(limit)
    .for('update', { of: savedJobs, skipLocked: true });
}

/** Records that the reminder of one saved job went (or had nowhere to go) at `now`. */
export async function markReminded(
  tx: DatabaseOrTransaction,
  saved: { userId: string; jobId: string },
  now: number,
): Promise<void> {
  await tx
    .update(savedJobs)
    .set({ remindedAt: now })
    .where(and(eq(savedJobs.userId, saved.userId), eq(savedJobs.jobId, saved.jobId)));
}
