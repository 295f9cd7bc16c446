import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { applications, jobs } from '../schema';
import { jobStatus } from './jobs';

export async function applicationExists(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id));
  return rows.length > 0;
}

/** The job an application is for: shown by its company, and whether it takes applications. */
export async function findJobToApply(db: Database, id: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      closesAt: jobs.closesAt,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.visible, true)));
  return job ? { ...job, status: jobStatus(job) } : null;
}

/**
 * Records an application; false when the person had applied already. The unique (user, job)
 * constraint decides between simultaneous applies.
 */
export async function insertApplication(
  db: Database,
  values: { userId: string; jobId: string; companyId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(applications)
    .values({ ...values, appliedAt: Date.now() })
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning({ id: applications.id });
  return inserted.length > 0;
}
