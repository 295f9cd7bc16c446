import { and, count, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Job } from 'shared-api/contract';
import { descriptionPreview } from '../../lib/description-preview';
import type { FileUrls } from '../../lib/file-urls';
import type { Database } from '../database';
import { companies, jobs } from '../schema';

export interface JobFilters {
  title?: string | undefined;
  location?: string | undefined;
  categories?: string[] | undefined;
  locations?: string[] | undefined;
  companyId?: string | undefined;
  excludeId?: string | undefined;
}

export const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  location: jobs.location,
  category: jobs.category,
  level: jobs.level,
  salary: jobs.salary,
  visible: jobs.visible,
  postedAt: jobs.postedAt,
  companyId: companies.id,
  companyName: companies.name,
  companyImageKey: companies.imageKey,
};

type JobRow = { [K in keyof typeof jobColumns]: (typeof jobColumns)[K]['_']['data'] };

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
  };
}

/** `contains`, case-insensitive, with LIKE's wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The spec's section 5 rule, applied by the database to visible jobs. */
function visibleJobsWhere(filters: JobFilters): SQL | undefined {
  return and(
    eq(jobs.visible, true),
    filters.title ? ilike(jobs.title, contains(filters.title)) : undefined,
    filters.location ? ilike(jobs.location, contains(filters.location)) : undefined,
    filters.categories?.length ? inArray(jobs.category, filters.categories) : undefined,
    filters.locations?.length ? inArray(jobs.location, filters.locations) : undefined,
    filters.companyId ? eq(jobs.companyId, filters.companyId) : undefined,
    filters.excludeId ? ne(jobs.id, filters.excludeId) : undefined,
  );
}

/**
 * How far past the requested page the total is counted exactly. Counting every match of a broad
 * search read 90,000 rows for a page of 6; past this the answer says "at least".
 */
export const COUNT_AHEAD = 1000;

export interface JobPage {
  jobs: Job[];
  total: number;
  /** The total is a floor: more jobs match than were counted. */
  totalIsLowerBound: boolean;
}

/**
 * One page of the public list, newest first, each job's description cut to the card's preview.
 * The page's ids come from the covering index alone (no job rows read for the skipped ones),
 * then only those rows are joined; the count stops COUNT_AHEAD matches past the page.
 */
export async function listJobPage(
  db: Database,
  urls: FileUrls,
  filters: JobFilters,
  paging: { page: number; pageSize: number },
): Promise<JobPage> {
  const where = visibleJobsWhere(filters);
  const offset = (paging.page - 1) * paging.pageSize;
  const countLimit = offset + COUNT_AHEAD;
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(paging.pageSize)
    .offset(offset);
  const matching = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(countLimit + 1)
    .as('matching');
  const [rows, counted] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(inArray(jobs.id, pageIds))
      .orderBy(desc(jobs.postedAt), desc(jobs.id)),
    db.select({ total: count() }).from(matching),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    jobs: rows.map((row) => {
      const job = toJob(row, urls);
      return { ...job, description: descriptionPreview(job.description) };
    }),
    total: Math.min(total, countLimit),
    totalIsLowerBound: total > countLimit,
  };
}

/**
 * Every matching visible job, newest first, a batch at a time: keyset pages over the same index
 * as the paged list, so answering the whole list never holds the whole table (issue: memory).
 */
export async function* visibleJobBatches(
  db: Database,
  urls: FileUrls,
  filters: JobFilters,
  batchSize = 200,
): AsyncGenerator<Job[]> {
  let after: { postedAt: number; id: string } | null = null;
  for (;;) {
    const rows = await db
      .select(jobColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          visibleJobsWhere(filters),
          after
            ? or(
                lt(jobs.postedAt, after.postedAt),
                and(eq(jobs.postedAt, after.postedAt), lt(jobs.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(jobs.postedAt), desc(jobs.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map((row) => toJob(row, urls));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { postedAt: last.postedAt, id: last.id };
  }
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
