import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { applicationCounts } from '../platform/schema';

/**
 * A company's applications at a stage, screened out or not (either left out: all of them),
 * summed from `application_counts`: a few rows whatever the number of applicants.
 */
export async function keptApplicationCount(
  db: Database,
  companyId: string,
  filters: { status?: string | undefined; screenedOut?: boolean | undefined },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${applicationCounts.applications}), 0)::int` })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.companyId, companyId),
        filters.status ? eq(applicationCounts.status, filters.status) : undefined,
        filters.screenedOut === undefined
          ? undefined
          : eq(applicationCounts.screenedOut, filters.screenedOut),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sums each company's rows of a stage into one, and drops those that sum to nothing; gives how
 * many rows it took away. One statement: rows a write adds meanwhile are left for the next fold,
 * so no change is lost or counted twice. One process folds at a time (the others' folds find the
 * lock taken and do nothing): two deleting the same rows in different orders could deadlock.
 */
export async function foldApplicationCounts(db: Database): Promise<number> {
  const result = await db.execute(sql`
    with turn as (
      select pg_try_advisory_xact_lock(hashtextextended('application_counts fold', 0)) as mine
    ), spread as (
      select company_id, status, screened_out from application_counts
      where (select mine from turn)
      group by 1, 2, 3 having count(*) > 1 or sum(applications) = 0
    ), taken as (
      delete from application_counts c using spread s
      where c.company_id = s.company_id and c.status = s.status
        and c.screened_out = s.screened_out
      returning c.company_id, c.status, c.screened_out, c.applications
    ), kept as (
      insert into application_counts (company_id, status, screened_out, applications)
      select company_id, status, screened_out, sum(applications) from taken
      group by 1, 2, 3 having sum(applications) <> 0
      returning 1
    )
    select ((select count(*) from taken) - (select count(*) from kept))::int as removed`);
  // Both drivers answer a raw statement with its rows as objects under `rows`.
  const [row] = (result as { rows: { removed: number }[] }).rows;
  return row?.removed ?? 0;
}

/** Takes out the rows a fold left dead: PGlite has no autovacuum to do it. */
export async function vacuumApplicationCounts(db: Database): Promise<void> {
  await db.execute(sql`vacuum application_counts`);
}
