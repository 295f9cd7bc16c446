import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { applications, jobViewDays, jobViewVisitors } from '../platform/schema';
import type { JobView } from './job-views';

/**
 * Records a batch of views in one statement: a visitor new to the job that day is kept and
 * counted if its address has a free place among the `perAddress` it may take for the job that
 * day; one already kept (by this process or another), or with no place left, changes nothing.
 * A job deleted since is left out rather than failing the batch.
 *
 * The places are what holds the limit across processes: a place is a unique key, so two
 * statements giving the same place to two visitors at once keep one and skip the other (which
 * is then not counted, but counts at its next view that day if a place is free).
 */
export async function recordJobViews(
  db: Database,
  views: readonly JobView[],
  perAddress: number,
): Promise<void> {
  if (views.length === 0) return;
  await db.execute(sql`
    with batch as (
      select v.job_id, v.day, v.visitor, v.address
        from unnest(${sql.param(views.map((v) => v.jobId))}::uuid[],
                    ${sql.param(views.map((v) => v.day))}::text[],
                    ${sql.param(views.map((v) => v.visitor))}::text[],
                    ${sql.param(views.map((v) => v.address))}::text[])
             as v(job_id, day, visitor, address)
        where exists (select 1 from jobs where jobs.id = v.job_id)
          and not exists (select 1 from ${jobViewVisitors} w
                           where w.job_id = v.job_id and w.day = v.day and w.visitor = v.visitor)
    ),
    newcomers as (
      select *, row_number() over (partition by job_id, day, address order by visitor) as n
        from batch
    ),
    addresses as (
      select job_id, day, address, count(*)::int as arriving,
             (select count(*)::int from ${jobViewVisitors} w
               where w.job_id = b.job_id and w.day = b.day and w.address = b.address) as taken
        from batch b
        group by job_id, day, address
    ),
    -- At most "taken" of the first taken + arriving places are held: they leave a free one for
    -- every newcomer the limit has room for, without probing every place up to the limit.
    free_places as (
      select a.job_id, a.day, a.address, p.slot,
             row_number() over (partition by a.job_id, a.day, a.address order by p.slot) as n
        from addresses a
        cross join lateral generate_series(1, least(${perAddress}::int, a.taken + a.arriving)) as p(slot)
        where not exists (select 1 from ${jobViewVisitors} w
                           where w.job_id = a.job_id and w.day = a.day and w.address = a.address
                             and w.slot = p.slot)
    ),
    new_visitors as (
      insert into ${jobViewVisitors} (job_id, day, visitor, address, slot)
      select c.job_id, c.day, c.visitor, c.address, f.slot
        from newcomers c
        join free_places f using (job_id, day, address, n)
        -- One order in every process, so that two batches wait on each other's rows in turn
        -- rather than each holding what the other waits for.
        order by c.job_id, c.day, c.address, f.slot
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
