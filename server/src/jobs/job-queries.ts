import { and, eq, getTableColumns, gte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Job, JobListParams } from 'shared-api/contract';
import type { FileUrls } from '../files/file-urls';
import type { Database } from '../platform/database';
import { companies, jobCounts, jobs } from '../platform/schema';
import { facetQuery, keywordQuery, matchesKeywords, withoutFacets } from './job-keyword-queries';

/** What a job list is filtered by: the query of GET /api/jobs without its paging. */
export type JobFilters = Omit<JobListParams, 'page' | 'pageSize'>;

/**
 * A job as the API shows it: every column of the table's definition but those kept for the
 * database's own use (search copies, list flags, pay made yearly, row times), and its company.
 */
const INTERNAL = [
  'titleSearch',
  'companyName',
  'searchDocument',
  'titleWords',
  'listed',
  'yearlyPay',
  'expired',
  'awaitingVerification',
  'createdAt',
  'updatedAt',
  'companyId',
] as const;
const tableColumns = getTableColumns(jobs);
const postingColumns = Object.fromEntries(
  Object.entries(tableColumns).filter(([key]) => !(INTERNAL as readonly string[]).includes(key)),
) as Omit<typeof tableColumns, (typeof INTERNAL)[number]>;
export const jobColumns = {
  ...postingColumns,
  companyId: companies.id,
  companyName: companies.name,
  companyImageKey: companies.imageKey,
};

/**
 * `jobColumns` as a raw statement selects them from `jobs` (as `jobsAs`) and `companies c`, each
 * under its key: the same columns as every other job query, from the table's definition. Epoch
 * milliseconds come as float8, which the driver gives as numbers (a bigint would come as text).
 */
export const jobRowColumns = (jobsAs: 'j' | 'jobs') =>
  sql.raw(
    Object.entries(jobColumns)
      .map(([key, column]) => {
        const from = column.table === companies ? 'c' : jobsAs;
        const cast = column.columnType === 'PgBigInt53' ? '::float8' : '';
        return `${from}."${column.name}"${cast} as "${key}"`;
      })
      .join(', '),
  );

type ValueOf<C extends { _: { data: unknown; notNull: boolean } }> = C['_']['notNull'] extends true
  ? C['_']['data']
  : C['_']['data'] | null;
export type JobRow = { [K in keyof typeof jobColumns]: ValueOf<(typeof jobColumns)[K]> };

/** Closed by its company, else expired once its time has passed (before the sweep marks it). */
export function jobStatus(
  row: Pick<JobRow, 'closedAt' | 'closesAt'>,
  now = Date.now(),
): Job['status'] {
  if (row.closedAt !== null) return 'closed';
  return row.closesAt <= now ? 'expired' : 'open';
}

export function toJob(row: JobRow, urls: FileUrls): Job {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    location: row.location as Job['location'],
    category: row.category as Job['category'],
    level: row.level as Job['level'],
    salary: row.salary,
    visible: row.visible,
    date: row.postedAt,
    companyId: {
      _id: row.companyId,
      name: row.companyName,
      image: urls.public(row.companyImageKey),
    },
    closesAt: row.closesAt,
    salaryMin: row.salary,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod as Job['salaryPeriod'],
    employmentType: row.employmentType as Job['employmentType'],
    workplace: row.workplace as Job['workplace'],
    status: jobStatus(row),
  };
}

/** `contains`, case-insensitive, with LIKE's wildcards taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column = any(list)`: one array parameter, where `in (...)` gave a statement text per list
 * length and so a plan per length to keep.
 */
export const anyOf = (column: AnyColumn, list: string[]) =>
  sql`${column} = any(${sql.param(list)})`;

/** Locations a "location contains" search selects, from the few rows of `job_counts`. */
const locationsContaining = (text: string) =>
  sql`(select ${jobCounts.location} from ${jobCounts} where ${jobCounts.location} ilike ${contains(text)})`;

/**
 * The listing rule (docs/product.md, Rules) over listed jobs: visible, not closed, not expired. Title search is `LIKE` on the stored lower-case
 * title; the location text is turned into the set of stored locations containing it, so a job
 * row is only tested against a list and the location index can serve it.
 */
export function listedJobsWhere(filters: JobFilters, keywords?: SQL): SQL | undefined {
  // Keywords and facets are one test of the search index (job-keyword-query.ts); `keywords` is
  // their tsquery when the caller has it already.
  if (filters.q) {
    return and(
      listedJobsWhere(withoutFacets(filters)),
      matchesKeywords(keywords ?? keywordQuery(filters.q), facetQuery(filters)),
    );
  }
  return and(
    // Written out, not a parameter: a kept plan may then use the indexes limited to listed jobs.
    sql`${jobs.listed}`,
    filters.title ? sql`${jobs.titleSearch} like lower(${contains(filters.title)})` : undefined,
    filters.location
      ? sql`${jobs.location} in ${locationsContaining(filters.location)}`
      : undefined,
    filters.categories?.length ? anyOf(jobs.category, filters.categories) : undefined,
    filters.locations?.length ? anyOf(jobs.location, filters.locations) : undefined,
    filters.companyId ? eq(jobs.companyId, filters.companyId) : undefined,
    filters.excludeId ? ne(jobs.id, filters.excludeId) : undefined,
    filters.employmentTypes?.length
      ? anyOf(jobs.employmentType, filters.employmentTypes)
      : undefined,
    filters.workplaces?.length ? anyOf(jobs.workplace, filters.workplaces) : undefined,
    filters.minSalary !== undefined ? gte(jobs.yearlyPay, filters.minSalary) : undefined,
  );
}

export async function findJob(db: Database, urls: FileUrls, id: string): Promise<Job | null> {
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  return rows[0] ? toJob(rows[0], urls) : null;
}
