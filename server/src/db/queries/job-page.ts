import { and, sql, type SQL } from 'drizzle-orm';
import type { Job } from 'shared-api/contract';
import { descriptionPreview } from '../../lib/description-preview';
import type { FileUrls } from '../../lib/file-urls';
import type { RunSql } from '../database';
import { jobCounts, jobs } from '../schema';
import { anyOf, contains, toJob, visibleJobsWhere, type JobFilters, type JobRow } from './jobs';

/**
 * How far past the requested page a search with a title or a company is counted exactly. Counting
 * every match of a broad search read 90,000 rows for a page of 6; past this the answer says "at
 * least". Searches by category and location alone are counted exactly from `job_counts`.
 */
export const COUNT_AHEAD = 200;

/**
 * Pages up to this one keep their plan (decision 17). Their LIMIT and OFFSET are written into
 * the statement: given as parameters, PostgreSQL assumes a tenth of the rows are wanted, judges
 * the kept plan too dear and plans every run afresh. So each page is a statement of its own, and
 * this bound keeps the statements a connection holds few; deeper pages are planned each time.
 */
export const KEPT_PLAN_PAGES = 10;

/** A whole number written into the statement: validated, so never text from the request. */
function literal(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
  return sql.raw(String(value));
}

export interface JobPage {
  jobs: Job[];
  total: number;
  /** The total is a floor: more jobs match than were counted. */
  totalIsLowerBound: boolean;
}

/** Exact when only categories and locations narrow the list; otherwise capped at `cap` + 1. */
function countOf(filters: JobFilters, where: SQL | undefined, cap: number): SQL {
  if (!filters.title && !filters.companyId && !filters.excludeId) {
    const counted = and(
      filters.categories?.length ? anyOf(jobCounts.category, filters.categories) : undefined,
      filters.locations?.length ? anyOf(jobCounts.location, filters.locations) : undefined,
      filters.location ? sql`${jobCounts.location} ilike ${contains(filters.location)}` : undefined,
    );
    return sql`select coalesce(sum(${jobCounts.visibleJobs}), 0)::int as total, false as capped
      from ${jobCounts} where ${counted ?? sql`true`}`;
  }
  return sql`select least(count(*), ${literal(cap)})::int as total, count(*) > ${literal(cap)} as capped
    from (select 1 from ${jobs} where ${where} limit ${literal(cap + 1)}) as matching`;
}

/** The left join gives one row of nulls when the page is empty. */
type PageRow = (JobRow | { [K in keyof JobRow]: null }) & { total: number; capped: boolean };

/**
 * One page of the public list, newest first, each description cut to the card's preview, in one
 * statement: the count, the page's ids from the list index alone (no job rows read for the
 * skipped ones), then only those rows. The count row is always there, so an empty page still
 * says how many match.
 */
export async function listJobPage(
  run: RunSql,
  urls: FileUrls,
  filters: JobFilters,
  paging: { page: number; pageSize: number },
): Promise<JobPage> {
  const where = visibleJobsWhere(filters);
  const offset = (paging.page - 1) * paging.pageSize;
  const rows = await run<PageRow>(
    sql`
    select n.total, n.capped, p.*
    from (${countOf(filters, where, offset + COUNT_AHEAD)}) as n
    left join lateral (
      select j.id, j.title, j.description, j.location, j.category, j.level, j.salary, j.visible,
        j.posted_at::float8 as "postedAt", c.id as "companyId", c.name as "companyName",
        c.image_key as "companyImageKey"
      from jobs j join companies c on c.id = j.company_id
      where j.id in (
        select ${jobs.id} from ${jobs} where ${where}
        order by ${jobs.postedAt} desc, ${jobs.id} desc
        limit ${literal(paging.pageSize)} offset ${literal(offset)}
      )
    ) as p on true
    order by p."postedAt" desc, p.id desc`,
    // A title search's plan hangs on the words (rare ones are found through trigrams).
    { reusePlan: !filters.title && paging.page <= KEPT_PLAN_PAGES },
  );
  const first = rows[0];
  return {
    jobs: rows.flatMap((row) => {
      if (row.id === null) return [];
      const job = toJob(row, urls);
      return [{ ...job, description: descriptionPreview(job.description) }];
    }),
    total: first?.total ?? 0,
    totalIsLowerBound: first?.capped ?? false,
  };
}
