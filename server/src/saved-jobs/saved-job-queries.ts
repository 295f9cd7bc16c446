import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SAVED_JOBS_PER_USER, type SavedJob } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import { descriptionPreview } from '../jobs/description-preview';
import { jobColumns, toJob } from '../jobs/job-queries';
import type { Database } from '../platform/database';
import { companies, jobs, savedJobs } from '../platform/schema';
import { lockLiveUser } from '../accounts/live-account-queries';

/**
 * Rows one read of the list takes: descriptions are read whole to cut their previews, and 500
 * of the longest would hold 25 MB at once.
 */
const LIST_BATCH = 100;

/**
 * A job seeker's saved jobs, newest saved first, each as the paged job list gives it (its
 * card's preview for a description), closed and expired ones with their status. Jobs their
 * company has hidden are left out, as everywhere else for a job seeker, and come back if shown
 * again.
 */
export async function listSavedJobs(
  db: Database,
  urls: FileUrls,
  userId: string,
): Promise<SavedJob[]> {
  const list: SavedJob[] = [];
  let after: { savedAt: number; jobId: string } | null = null;
  for (;;) {
    const rows = await db
      .select({ ...jobColumns, savedAt: savedJobs.savedAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(savedJobs.userId, userId),
          eq(jobs.visible, true),
          after
            ? sql`(${savedJobs.savedAt}, ${savedJobs.jobId}) < (${after.savedAt}, ${after.jobId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
      .limit(LIST_BATCH);
    for (const { savedAt, ...row } of rows) {
      const job = toJob(row, urls);
      list.push({ ...job, description: descriptionPreview(job.description), savedAt });
    }
    const last = rows.at(-1);
    if (!last || rows.length < LIST_BATCH) return list;
    after = { savedAt: last.savedAt, jobId: last.id };
  }
}

export type SaveJobOutcome = 'saved' | 'already-saved' | 'no-job' | 'no-user' | 'full';

/**
 * Saves a job shown by its company, open or not, unless the person has it saved already or
 * keeps the most allowed. Their row is locked first, so two saves at once cannot both pass the
 * count; `no key update` rather than `update`, as for job alerts: applying, which only
 * references the row, is not held up. Saving again keeps the first saving time.
 */
export async function saveJob(
  db: Database,
  userId: string,
  jobId: string,
  now = Date.now(),
): Promise<SaveJobOutcome> {
  return db.transaction(async (tx) => {
    // An erased account is 'no-user': its erase would not take a save that lands after it.
    if (!(await lockLiveUser(tx, userId, 'no key update'))) return 'no-user';
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.visible, true)));
    if (!job) return 'no-job';
    const [held] = await tx
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    if (held) return 'already-saved';
    // Counted as the list shows them: a job its company hid is neither listed nor counted.
    const [kept] = await tx
      .select({ n: count() })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(and(eq(savedJobs.userId, userId), eq(jobs.visible, true)));
    if ((kept?.n ?? 0) >= SAVED_JOBS_PER_USER) return 'full';
    await tx.insert(savedJobs).values({ userId, jobId, savedAt: now }).onConflictDoNothing();
    return 'saved';
  });
}

export type UnsaveJobOutcome = 'removed' | 'not-saved' | 'no-job';

/**
 * Takes a job off the person's list; a job they had not saved is already off it. A job that
 * does not exist, or that its company hides and they had not saved, is not found.
 */
export async function unsaveJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<UnsaveJobOutcome> {
  const removed = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  if (removed.length > 0) return 'removed';
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.visible, true)));
  return job ? 'not-saved' : 'no-job';
}
