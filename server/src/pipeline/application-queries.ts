import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StoredAnswer } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { applications, jobs } from '../platform/schema';
import { jobStatus } from '../jobs/job-queries';

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
 * Records an application and gives its id; null when the person had applied already or the job
 * stopped taking applications. The unique (user, job) constraint decides between simultaneous
 * applies. In the caller's transaction, so that what it causes (mail, live events) goes with it.
 */
export async function insertApplication(
  tx: DatabaseOrTransaction,
  values: {
    userId: string;
    jobId: string;
    answers: StoredAnswer[];
    coverLetter: string | null;
    screenedOut: boolean;
  },
): Promise<{ id: string; companyId: string } | null> {
  const now = Date.now();
  // Only while the job takes applications, tested in the insert itself: a close landing between
  // the route's check and this write cannot let one through.
  const [inserted] = await tx
    .insert(applications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${values.userId}::uuid`.as('user_id'),
          jobId: jobs.id,
          companyId: jobs.companyId,
          status: sql`'Pending'`.as('status'),
          appliedAt: sql`${now}::bigint`.as('applied_at'),
          companyNotifiedAt: sql`null::bigint`.as('company_notified_at'),
          answers: sql`${JSON.stringify(values.answers)}::jsonb`.as('answers'),
          coverLetter: sql`${values.coverLetter}::text`.as('cover_letter'),
          screenedOut: sql`${values.screenedOut}::boolean`.as('screened_out'),
          anonymisedAt: sql`null::timestamptz`.as('anonymised_at'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(jobs)
        .where(
          and(
            eq(jobs.id, values.jobId),
            eq(jobs.visible, true),
            isNull(jobs.closedAt),
            eq(jobs.expired, false),
            gt(jobs.closesAt, now),
          ),
        ),
    )
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning({ id: applications.id, companyId: applications.companyId });
  return inserted ?? null;
}
