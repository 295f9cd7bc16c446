import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { applications, jobViewDays, jobViewVisitors } from '../platform/schema';

export interface JobView {
  jobId: string;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  visitor: string;
}

/**
 * Records a batch of views in one statement: a visitor new to the job that day is kept and
 * counted; one already kept (by this process or another) changes nothing. A job deleted since
 * is left out rather than failing the batch.
 */
export async function recordJobViews(db: Database, views: readonly JobView[]): Promise<void> {
  if (views.length === 0) return;
  await db.execute(sql`
    with new_visitors as (
      insert into ${jobViewVisitors} (job_id, day, visitor)
      select v.job_id, v.day, v.visitor
        from unnest(${sql.param(views.map((v) => v.jobId))}::uuid[],
                    ${sql.param(views.map((v) => v.day))}::text[],
                    ${sql.param(views.map((v) => v.visitor))}::text[]) as v(job_id, day, visitor)
        where exists (select 1 from jobs where jobs.id = v.job_id)
      on conflict do nothing
      returning job_id, day
    )
    insert into ${jobViewDays} (job_id, day, views)
    select job_id, day, count(*)::int from new_visitors group by job_id, day
    on conflict (job_id, day) do update set views = ${jobViewDays.views} + excluded.views`);
}

/** Forgets the visitors of the days before `day`: they can no longer be counted twice. */
export async function purgeJobViewVisitors(db: Database, day: string): Promise<void> {
  await db.delete(jobViewVisitors).where(lt(jobViewVisitors.day, day));
}

/** Views per job since `fromDay` (inclusive), for the jobs given. */
export async function jobViewTotals(
  db: Database,
  jobIds: readonly string[],
  fromDay: string,
): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobViewDays.jobId, views: sum(jobViewDays.views).mapWith(Number) })
    .from(jobViewDays)
    .where(and(inArray(jobViewDays.jobId, [...jobIds]), gte(jobViewDays.day, fromDay)))
    .groupBy(jobViewDays.jobId);
  return new Map(rows.map((row) => [row.jobId, row.views]));
}

/** One job's views per day since `fromDay`. */
export async function jobViewsByDay(
  db: Database,
  jobId: string,
  fromDay: string,
): Promise<{ day: string; views: number }[]> {
  return db
    .select({ day: jobViewDays.day, views: jobViewDays.views })
    .from(jobViewDays)
    .where(and(eq(jobViewDays.jobId, jobId), gte(jobViewDays.day, fromDay)));
}

/** One job's applications: how many per status (all time), and per UTC day since `fromMs`. */
export async function jobApplicationCounts(
  db: Database,
  jobId: string,
  fromMs: number,
): Promise<{ byStatus: { status: string; n: number }[]; byDay: { day: string; n: number }[] }> {
  const byStatus = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .groupBy(applications.status);
  const day = sql<string>`to_char(to_timestamp(${applications.appliedAt} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, n: count() })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), gte(applications.appliedAt, fromMs)))
    .groupBy(day);
  return { byStatus, byDay };
}
