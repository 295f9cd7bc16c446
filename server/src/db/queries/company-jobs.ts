import { and, count, desc, eq, not } from 'drizzle-orm';
import type { Database } from '../database';
import { applications, companies, jobs } from '../schema';
import type { JobFacts } from '../../lib/job-list-cache';
import { factColumns } from './job-postings';
import { jobColumns, type JobRow } from './jobs';

/** Inserts a job posted now; its id and what the caches need to know of it. */
export async function insertJob(
  db: Database,
  values: Omit<typeof jobs.$inferInsert, 'id' | 'postedAt'>,
): Promise<{ id: string; facts: JobFacts }> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, postedAt: Date.now() })
    .returning({ id: jobs.id, ...factColumns });
  if (!row) throw new Error('insert returned no row');
  const { id, ...facts } = row;
  return { id, facts };
}

/** Every job of the company, newest first, with its applicant count, in one grouped query. */
export async function listCompanyJobs(
  db: Database,
  companyId: string,
): Promise<(JobRow & { applicants: number })[]> {
  return db
    .select({ ...jobColumns, applicants: count(applications.id) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(eq(jobs.companyId, companyId))
    .groupBy(jobs.id, companies.id)
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
}

/**
 * Flips a job of the company between shown and hidden, in one statement so that two quick clicks
 * cannot both read the old value. Null when the company has no such job.
 */
export async function toggleVisibility(db: Database, companyId: string, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ visible: not(jobs.visible), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning({ visible: jobs.visible, ...factColumns });
  return row ?? null;
}

export async function jobExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  return rows.length > 0;
}
