import { asc, eq, exists, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { companies, jobs } from '../platform/schema';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS = 50_000;

export type SitemapKind = 'jobs' | 'companies';

/** Companies with a listed job: those whose page lists something. */
export const hasListedJob = exists(
  sql`(select 1 from ${jobs} where ${jobs.companyId} = ${companies.id} and ${jobs.listed})`,
);

/** Each row's file: the order's position over SITEMAP_URLS. */
const fileOf = (order: SQL) =>
  sql<number>`((row_number() over (order by ${order})) - 1) / ${SITEMAP_URLS}`
    .mapWith(Number)
    .as('file');

/**
 * The newest change in each of a kind's sitemap files, a row per file. A file holds SITEMAP_URLS
 * rows in a fixed order (jobs oldest first, companies by id), so a new job lands in the last file
 * and the others change only when a job in them does.
 */
export async function sitemapFiles(db: Database, kind: SitemapKind): Promise<Date[]> {
  const numbered =
    kind === 'jobs'
      ? db.$with('numbered').as(
          db
            .select({ file: fileOf(sql`${jobs.postedAt}, ${jobs.id}`), lastmod: jobs.updatedAt })
            .from(jobs)
            .where(eq(jobs.listed, true)),
        )
      : db.$with('numbered').as(
          db
            .select({ file: fileOf(sql`${companies.id}`), lastmod: companies.updatedAt })
            .from(companies)
            .where(hasListedJob),
        );
  const rows = await db
    .with(numbered)
    .select({ file: numbered.file, lastmod: max(numbered.lastmod) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(asc(numbered.file));
  return rows.map((row) => row.lastmod ?? new Date(0));
}

export interface SitemapEntry {
  id: string;
  lastmod: Date;
}
interface Cursor {
  postedAt: number;
  id: string;
}

const BATCH_ROWS = 2_000;

/** A page of a kind's rows in sitemap order, after `after` (from the top when null). */
async function rowsAfter(
  db: Database,
  kind: SitemapKind,
  after: Cursor | null,
  limit: number,
  offset = 0,
): Promise<(SitemapEntry & Cursor)[]> {
  if (kind === 'jobs') {
    return db
      .select({ id: jobs.id, postedAt: jobs.postedAt, lastmod: jobs.updatedAt })
      .from(jobs)
      .where(
        after
          ? sql`${jobs.listed} and (${jobs.postedAt}, ${jobs.id}) > (${after.postedAt}, ${after.id}::uuid)`
          : eq(jobs.listed, true),
      )
      .orderBy(asc(jobs.postedAt), asc(jobs.id))
      .limit(limit)
      .offset(offset);
  }
  const rows = await db
    .select({ id: companies.id, lastmod: companies.updatedAt })
    .from(companies)
    .where(after ? sql`${hasListedJob} and ${companies.id} > ${after.id}::uuid` : hasListedJob)
    .orderBy(asc(companies.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, postedAt: 0 }));
}

/**
 * The rows of one sitemap file (from 0), a batch at a time: keyset pages in the files' order,
 * so a file of 50,000 URLs is never held whole. Empty when the file is past the last one.
 */
export async function* sitemapEntries(
  db: Database,
  kind: SitemapKind,
  file: number,
): AsyncGenerator<SitemapEntry[]> {
  // The row before the file's first: an offset into the index, which is read but not returned.
  let after: Cursor | null = null;
  if (file > 0) {
    const [before] = await rowsAfter(db, kind, null, 1, file * SITEMAP_URLS - 1);
    if (!before) return;
    after = before;
  }
  for (let left = SITEMAP_URLS; left > 0;) {
    const rows = await rowsAfter(db, kind, after, Math.min(BATCH_ROWS, left));
    if (rows.length === 0) return;
    yield rows.map(({ id, lastmod }) => ({ id, lastmod }));
    left -= rows.length;
    after = rows.at(-1) ?? null;
  }
}
