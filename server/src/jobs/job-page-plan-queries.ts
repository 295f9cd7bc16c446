import { and, sql, type SQL } from 'drizzle-orm';
import { jobCounts, jobs } from '../platform/schema';
import { NEWEST, pageOrder, type PageOrder } from './job-order-queries';
import { KEYWORD_COUNT_CAP, keywordPageIds, type KeywordCounts } from './job-search-queries';
import { facetQuery, titleMatches, withoutFacets } from './job-keyword-queries';
import { anyOf, contains, jobRowColumns, listedJobsWhere, type JobFilters } from './job-queries';

// The statements of a page of the public list, written so that PostgreSQL keeps their plans
// (decisions 17 and 18); job-page-queries runs them.

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

type Value = (value: number) => SQL;

/**
 * The posting-terms filters (employment type, workplace, minimum pay), which `job_counts` does
 * not count by.
 */
export const hasTerms = (filters: JobFilters) =>
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

export interface PageQuery {
  query: SQL;
  reusePlan: boolean;
}

/** The page's ids come from the list index alone: no job rows read for the skipped ones. */
export function listQuery(
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
export function fewMatchQuery(title: string, page: number, pageSize: number): PageQuery {
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
