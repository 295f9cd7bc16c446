import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { companies, jobs } from '../platform/schema';

/** Whether this job belonged to a company that was deleted: its page answers 410. */
export async function jobOfDeletedCompany(db: Database, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), isNotNull(companies.deletedAt)));
  return rows.length > 0;
}
