import { and, sql, type SQL } from 'drizzle-orm';
import type { Job } from 'shared-api/contract';
import { descriptionPreview } from './description-preview';
import type { FileUrls } from '../files/file-urls';
import type { RunSql } from '../platform/database';
import type { FewMatchTitles } from './few-match-titles';
import { jobCounts, jobs } from '../platform/schema';
import { NEWEST, pageOrder, type PageOrder } from './job-order-queries';
import {
  countKeywordMatches,
  KEYWORD_COUNT_CAP,
  keywordPageIds,
  type KeywordCounts,
} from './job-search-queries';
import { facetQuery, titleMatches, withoutFacets, keywordQuery } from './job-keyword-queries';
import { plainWords } from './keyword-spelling';
import {
  anyOf,
  contains,
  jobRowColumns,
  toJob,
  listedJobsWhere,
  type JobFilters,
  type JobRow,
} from './job-queries';

/**
 * How far past the requested page a search with a title or a company is counted exactly. Counting
 * every match of a broad search read 90,000 rows for a page of 6; past this the answer says "at
 * least". Searches by category and location alone are counted exactly from `job_counts`.
 */
export const COUNT_AHEAD = 200;

/**
 * Pages up to this one keep a plan each (decision 17). Their LIMIT and OFFSET are written into
 * the statement: given as parameters, PostgreSQL assumes a tenth of the rows are wanted, judges
 * the kept plan too dear and plans every run afresh. Deeper pages share one statement per
 * filter shape, their offset hidden from the planner (`hidden`), so the plan does not hang on it.
 */
export const KEPT_PLAN_PAGES = 10;

/** A whole number written into the statement: validated, so never text from the request. */
function literal(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a count: ${value}`);
  return sql.raw(String(value));
}

/**
 * A value the planner cannot see, even when planning one run: a sub-select it computes once per
 * run. Each run's own plan then costs the same as the kept one, which PostgreSQL (and PGlite)
 * therefore keeps, where with a plain parameter it planned every run again (decision 18).
 */
function hidden(value: number | string): SQL {
  return typeof value === 'number' ? sql`(select ${value}::int)` : sql`(select ${value}::text)`;
}

export interface JobPage {
  jobs: Job[];
  total: number;
  /** The total is a floor: more jobs match than were counted. */
  totalIsLowerBound: boolean;
  /** Keywords that found nothing: the likely spellings of their words (not for the answer). */
  spellings?: ReadonlyMap<string, string>;
}

type Value = (value: number) => SQL;

/**
 * The posting-terms filters (employment type, workplace, minimum pay), which `job_counts` does
 * not count by.
 */
const hasTerms = (filters: JobFilters) =>
  Boolean(
    filters.employmentTypes?.length ||
    filters.workplaces?.length ||
    filters.minSalary !== undefined,
  );

/** Exact when only categories and locations narrow the list; otherwise capped at `cap` + 1. */
function countOf(filters: JobFilters, where: SQL | undefined, cap: number, value: Value): SQL {
  if (
    !filters.title &&
    !filters.q &&
    !filters.companyId &&
    !filters.excludeId &&
    !hasTerms(filters)
  ) {
    const counted = and(
      filters.categories?.length ? anyOf(jobCounts.category, filters.categories) : undefined,
      filters.locations?.length ? anyOf(jobCounts.location, filters.locations) : undefined,
      filters.location ? sql`${jobCounts.location} ilike ${contains(filters.location)}` : undefined,
    );
    return sql`select coalesce(sum(${jobCounts.visibleJobs}), 0)::int as total, false as capped
      from ${jobCounts} where ${counted ?? sql`true`}`;
  }
  return sql`select least(count(*), ${value(cap)})::int as total, count(*) > ${value(cap)} as capped
    from (select 1 from ${jobs} where ${where} limit ${value(cap + 1)}) as matching`;
}

/**
 * The count, then the rows of the page's ids in the page's order, each job read only once its
 * id is on the page. The count row is always there, so an empty page still says how many match.
 */
const pageStatement = (count: SQL, ids: SQL, order: PageOrder = NEWEST) => sql`
  select n.total, n.capped, p.*
  from (${count}) as n
  left join lateral (
    select ${jobRowColumns('j')}${order.key ? sql`, ${order.key}` : sql``}
    from jobs j join companies c on c.id = j.company_id
    where j.id in (${ids})
  ) as p on true
  ${order.rows}`;

interface PageQuery {
  query: SQL;
  reusePlan: boolean;
}

/** The page's ids come from the list index alone: no job rows read for the skipped ones. */
function listQuery(
  filters: JobFilters,
  page: number,
  pageSize: number,
  keywordCounts?: KeywordCounts,
): PageQuery {
  // The keywords' tsquery as the count statement made it: the planner then sees the words.
  const keywords = keywordCounts ? sql`${keywordCounts.query}::tsquery` : undefined;
  const where = listedJobsWhere(filters, keywords);
  const offset = (page - 1) * pageSize;
  // A title search's plan hangs on the words (rare ones are found through trigrams): planned
  // each run. The first pages keep a plan each, deeper ones one for all (KEPT_PLAN_PAGES).
  // Keywords too: their plan hangs on how common the words are.
  const planEachRun = Boolean(filters.title || filters.q);
  const value: Value = page > KEPT_PLAN_PAGES && !planEachRun ? hidden : literal;
  const order = pageOrder(filters, keywords);
  const ordered = sql`select ${jobs.id} from ${jobs} where ${where}
      ${order.ids}
      limit ${literal(pageSize)} offset ${value(offset)}`;
  const { q } = filters;
  const query =
    q && keywordCounts && keywords
      ? pageStatement(
          sql`select ${literal(Math.min(keywordCounts.all, KEYWORD_COUNT_CAP))}::int as total,
            ${sql.raw(keywordCounts.all > KEYWORD_COUNT_CAP ? 'true' : 'false')} as capped`,
          keywordPageIds(
            q,
            order.sort,
            { all: where, others: listedJobsWhere(withoutFacets(filters)) },
            titleMatches(keywords, facetQuery(filters)),
            keywordCounts,
            {
              wanted: literal(offset + pageSize),
              pageSize: literal(pageSize),
              offset: literal(offset),
              ordered,
            },
          ),
          order,
        )
      : pageStatement(countOf(filters, where, offset + COUNT_AHEAD, value), ordered, order);
  return { query, reusePlan: !planEachRun };
}

/**
 * A title that matched few jobs last time, and nothing else to filter by: every match is found
 * through the trigram index, then counted and sorted, with one kept plan for every such title
 * and page. The word is hidden from the planner, which would otherwise plan each run for it.
 * Only for few matches: a common word would read thousands of rows this way.
 */
function fewMatchQuery(title: string, page: number, pageSize: number): PageQuery {
  const offset = (page - 1) * pageSize;
  const cap = offset + COUNT_AHEAD;
  const query = sql`
    with matching as materialized (
      select ${jobs.id}, ${jobs.postedAt} from ${jobs}
      where ${jobs.listed} and ${jobs.titleSearch} like lower(${hidden(contains(title))})
    )
    ${pageStatement(
      sql`select least(count(*), ${hidden(cap)})::int as total,
        count(*) > ${hidden(cap)} as capped from matching`,
      sql`select id from matching order by posted_at desc, id desc
        limit ${literal(pageSize)} offset ${hidden(offset)}`,
    )}`;
  return { query, reusePlan: true };
}

/** The left join gives one row of nulls when the page is empty. */
type PageRow = (JobRow | { [K in keyof JobRow]: null }) & { total: number; capped: boolean };

/** One page of the public list, newest first, each description cut to the card's preview. */
export async function listJobPage(
  run: RunSql,
  urls: FileUrls,
  filters: JobFilters,
  paging: { page: number; pageSize: number },
  fewMatches?: FewMatchTitles,
): Promise<JobPage> {
  const { title } = filters;
  const narrowed =
    filters.location ||
    filters.categories?.length ||
    filters.locations?.length ||
    filters.companyId ||
    filters.excludeId ||
    filters.q ||
    (filters.sort !== undefined && filters.sort !== 'newest') ||
    hasTerms(filters);
  const titleOnly = title && !narrowed;
  const { q } = filters;
  const keywordCounts = q
    ? await countKeywordMatches(run, {
        keywords: keywordQuery(q),
        facets: facetQuery(filters),
        others: listedJobsWhere(withoutFacets(filters)),
        spellingWords: plainWords(q),
      })
    : undefined;
  // Keywords with no word search can use filter nothing: the list as without them.
  if (keywordCounts?.words === 0)
    return listJobPage(run, urls, { ...filters, q: undefined }, paging);
  if (keywordCounts?.all === 0) {
    return { jobs: [], total: 0, totalIsLowerBound: false, spellings: keywordCounts.spellings };
  }
  const { query, reusePlan } =
    titleOnly && fewMatches?.has(title)
      ? fewMatchQuery(title, paging.page, paging.pageSize)
      : listQuery(filters, paging.page, paging.pageSize, keywordCounts);
  const rows = await run<PageRow>(query, { reusePlan });
  const first = rows[0];
  if (titleOnly) fewMatches?.note(title, first?.capped === false);
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
