import { and, eq, sql } from 'drizzle-orm';
import type { Database, RunSql } from '../database';
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
 * Records an application; false when the person had applied already or the job stopped taking
 * applications. The unique (user, job) constraint decides between simultaneous applies.
 */
export async function insertApplication(
  run: RunSql,
  values: { userId: string; jobId: string },
): Promise<boolean> {
  const now = Date.now();
  // Only while the job takes applications, tested in the insert itself: a close landing between
  // the route's check and this write cannot let one through.
  const inserted = await run<{ id: string }>(sql`
    insert into ${applications} (user_id, job_id, company_id, applied_at)
    select ${values.userId}::uuid, j.id, j.company_id, ${now}::bigint
    from ${jobs} j
    where j.id = ${values.jobId}::uuid and j.visible and j.closed_at is null and not j.expired
      and j.closes_at > ${now}::bigint
    on conflict (user_id, job_id) do nothing
    returning id`);
  return inserted.length > 0;
}
