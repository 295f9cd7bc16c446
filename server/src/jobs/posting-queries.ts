import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobFacts } from './job-list-cache';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { jobQuestions, jobs } from '../platform/schema';

/** What a write returns: enough to drop the cached pages that could list the job. */
export const factColumns = {
  title: jobs.title,
  location: jobs.location,
  category: jobs.category,
  companyId: jobs.companyId,
  employmentType: jobs.employmentType,
  workplace: jobs.workplace,
  yearlyPay: jobs.yearlyPay,
};

/** A job as its owner's writes need it; null when there is no such job. */
export async function jobForWrite(db: Database, id: string) {
  const [row] = await db
    .select({
      facts: factColumns,
      salary: jobs.salary,
      salaryMax: jobs.salaryMax,
      closesAt: jobs.closesAt,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ?? null;
}

/** What an edit may write: the posting's own fields, never who owns it or whether it is shown. */
type JobUpdate = Partial<
  Pick<
    typeof jobs.$inferInsert,
    | 'title'
    | 'description'
    | 'location'
    | 'category'
    | 'level'
    | 'salary'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
    | 'employmentType'
    | 'workplace'
    | 'closesAt'
    | 'expired'
  >
>;

/** Writes the company's job; null when the company has no such job. */
export async function updateJob(
  db: DatabaseOrTransaction,
  companyId: string,
  id: string,
  set: JobUpdate,
): Promise<JobFacts | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .returning(factColumns);
  return row ?? null;
}

/** Closes the company's open job now; null when it has no such job or it is closed already. */
export async function closeJob(db: DatabaseOrTransaction, companyId: string, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ closedAt: Date.now(), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId), sql`${jobs.closedAt} is null`))
    .returning(factColumns);
  return row ?? null;
}

/**
 * Reopens a closed or expired job until `closesAt`. In one statement with its condition, so two
 * quick clicks cannot both reopen; null when the company has no such job or it is open.
 */
export async function reopenJob(
  db: DatabaseOrTransaction,
  companyId: string,
  id: string,
  closesAt: number,
) {
  const [row] = await db
    .update(jobs)
    .set({ closedAt: null, expired: false, closesAt, updatedAt: new Date() })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.companyId, companyId),
        sql`(${jobs.closedAt} is not null or ${jobs.expired} or ${jobs.closesAt} <= ${Date.now()})`,
      ),
    )
    .returning(factColumns);
  return row ?? null;
}

type JobKey = keyof ReturnType<typeof getTableColumns<typeof jobs>>;

/** What a copy does not take from its original: a row of its own, and a life of its own. */
const OWN_TO_THE_COPY = new Set<JobKey>(['id', 'createdAt', 'updatedAt']);

/**
 * The columns a copy takes from the job, each with what the copy writes: every column of the
 * table's definition that the database does not compute, so a column added later is copied
 * without anyone remembering to list it here. `set` gives the values the copy chooses itself.
 */
export function copiedJobColumns(set: Partial<Record<JobKey, SQL>>) {
  return Object.entries(getTableColumns(jobs)).flatMap(([key, column]) =>
    OWN_TO_THE_COPY.has(key as JobKey) || column.generated
      ? []
      : [{ name: column.name, value: set[key as JobKey] ?? sql.identifier(column.name) }],
  );
}

const COPY_SUFFIX = ' (copy)';

/**
 * A copy of the company's job as a new posting: posted now, open until `closesAt`, and hidden
 * until its company shows it, so the same posting is never listed twice before it is changed.
 * Null when the company has no such job.
 */
export async function duplicateJob(
  tx: DatabaseOrTransaction,
  companyId: string,
  id: string,
  closesAt: number,
): Promise<string | null> {
  const columns = copiedJobColumns({
    // Told apart from the job in Manage Jobs; cut so it stays within a title's 200 characters.
    title: sql`left(title, ${200 - COPY_SUFFIX.length}::int) || ${COPY_SUFFIX}::text`,
    visible: sql`false`,
    postedAt: sql`${Date.now()}::bigint`,
    closesAt: sql`${closesAt}::bigint`,
    closedAt: sql`null`,
    expired: sql`false`,
    awaitingVerification: sql`false`,
  });
  // Raw: drizzle's insert-select wants every column of the table, generated ones included. The
  // screening questions go with the copy, in the same statement, with ids of their own. In the
  // caller's transaction, which holds the company (holdCompany): an erased company gets no copy.
  const result = await tx.execute(sql`
    with copy as (
      insert into ${jobs} (${sql.join(
        columns.map(({ name }) => sql.identifier(name)),
        sql`, `,
      )})
      select ${sql.join(
        columns.map(({ value }) => value),
        sql`, `,
      )}
      from ${jobs} where id = ${id} and company_id = ${companyId}
      returning id
    ), copied_questions as (
      insert into ${jobQuestions} (job_id, position, text, kind, options, required, expected)
      select copy.id, q.position, q.text, q.kind, q.options, q.required, q.expected
      from copy cross join ${jobQuestions} q where q.job_id = ${id}
    )
    select id from copy`);
  // Both drivers answer a raw statement with its rows as objects under `rows`.
  const [row] = (result as { rows: { id: string }[] }).rows;
  return row?.id ?? null;
}

/** Jobs one expiry statement marks at most: a backlog is taken in steps, not one long lock. */
export const EXPIRY_BATCH = 500;

/**
 * Marks jobs whose closing time has passed as expired, up to EXPIRY_BATCH of them; what they
 * were, for the caches. Processes sweeping at once each mark different rows or none: the update
 * takes the rows' locks and tests them again.
 */
export async function expireDueJobs(db: Database, now: number): Promise<JobFacts[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(sql`not ${jobs.expired}`, sql`${jobs.closedAt} is null`, sql`${jobs.closesAt} <= ${now}`),
    )
    .limit(EXPIRY_BATCH)
    // Rows another process is sweeping are its own: no waiting on each other's locks.
    .for('update', { skipLocked: true });
  // The time is tested again in the update: a closing date moved on (edit, reopen) while this
  // statement waited must not expire the job.
  return db
    .update(jobs)
    .set({ expired: true, updatedAt: new Date() })
    .where(
      and(
        inArray(jobs.id, due),
        sql`not ${jobs.expired}`,
        sql`${jobs.closedAt} is null`,
        sql`${jobs.closesAt} <= ${now}`,
      ),
    )
    .returning(factColumns);
}
