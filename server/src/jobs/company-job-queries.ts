import { and, asc, count, desc, eq, not, sql } from 'drizzle-orm';
import type { CompanyJobsQuery } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { applications, companies, jobs } from '../platform/schema';
import type { JobFacts } from './job-list-cache';
import { factColumns } from './posting-queries';
import { contains, jobColumns, type JobRow } from './job-queries';

/** Inserts a job posted now; its id and what the caches need to know of it. */
export async function insertJob(
  db: DatabaseOrTransaction,
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

export type CompanyJobFilters = Omit<CompanyJobsQuery, 'page' | 'pageSize'>;
export type CompanyJobRow = JobRow & { applicants: number };

function companyJobsWhere(companyId: string, { status, q }: CompanyJobFilters, now = Date.now()) {
  return and(
    eq(jobs.companyId, companyId),
    status === 'closed' ? sql`${jobs.closedAt} is not null` : undefined,
    status === 'open' ? sql`${jobs.closedAt} is null and ${jobs.closesAt} > ${now}` : undefined,
    status === 'expired' ? sql`${jobs.closedAt} is null and ${jobs.closesAt} <= ${now}` : undefined,
    q ? sql`${jobs.titleSearch} like lower(${contains(q)})` : undefined,
  );
}

// Counted per job from the (job_id, ...) index: no grouping of the company's every application.
const applicants = sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})::int`;

const companyJobs = (db: Database) =>
  db
    .select({ ...jobColumns, applicants })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId));

/** One page of the company's jobs, newest first, with applicant counts, and how many match. */
export async function companyJobPage(
  db: Database,
  companyId: string,
  filters: CompanyJobFilters,
  paging: { page: number; pageSize: number },
): Promise<{ rows: CompanyJobRow[]; total: number }> {
  const where = companyJobsWhere(companyId, filters);
  const [rows, totals] = await Promise.all([
    companyJobs(db)
      .where(where)
      .orderBy(desc(jobs.postedAt), desc(jobs.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

const BATCH_ROWS = 200;

/**
 * Every job of the company, oldest first (the spec's Manage Jobs reverses the list),
 * with applicant counts, a batch at a time.
 */
export async function* companyJobBatches(
  db: Database,
  companyId: string,
  filters: CompanyJobFilters,
): AsyncGenerator<CompanyJobRow[]> {
  let after: { postedAt: number; id: string } | null = null;
  for (;;) {
    const rows = await companyJobs(db)
      .where(
        and(
          companyJobsWhere(companyId, filters),
          after
            ? sql`(${jobs.postedAt}, ${jobs.id}) > (${after.postedAt}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(jobs.postedAt), asc(jobs.id))
      .limit(BATCH_ROWS);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_ROWS) return;
    after = { postedAt: last.postedAt, id: last.id };
  }
}

/**
 * Flips a job of the company between shown and hidden, in one statement so that two quick clicks
 * cannot both read the old value. Null when the company has no such job.
 */
export async function toggleVisibility(db: DatabaseOrTransaction, companyId: string, id: string) {
  const [row] = await db
    .update(jobs)
    // A job shown or hidden by hand is no longer waiting for its company's verification to show.
    .set({ visible: not(jobs.visible), awaitingVerification: false, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning({ visible: jobs.visible, ...factColumns });
  return row ?? null;
}
