import { sql, type SQL } from 'drizzle-orm';
import type { RunSql } from '../platform/database';
import { jobs, searchWords } from '../platform/schema';
import { contains } from './job-queries';

/** The keywords as PostgreSQL reads a web search: "exact phrase", -word, or. */
const query = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Keywords without phrase, exclusion or `or`: what the spec's title search could also take. */
const isPlain = (q: string) => !/["]|(^|\s)-|(^|\s)or(\s|$)/i.test(q);

/**
 * The spec's title search (the title containing the text) within keywords, so that the hero's
 * field finds at least what it found as a title search: "script" still finds JavaScript.
 */
const titleContains = (q: string, title: SQL): SQL | undefined =>
  isPlain(q) ? sql`${title} like lower(${contains(q)})` : undefined;

/**
 * A listed job matches the keywords by its title, its company's name, category, level and
 * description's text (one document, so words may come from any of them), or a plain search by
 * its title containing it. Only for keywords with a searchable word (`KeywordCounts.words`):
 * an "or" with an always-true test would keep the plan from the index.
 */
export function matchesKeywords(q: string): SQL {
  const inTitle = titleContains(q, sql`${jobs.titleSearch}`);
  return sql`(${jobs.searchDocument} @@ ${query(q)}${inTitle ? sql` or ${inTitle}` : sql``})`;
}

/** True for a job whose title matches: relevance puts it above description-only ones. */
export const titleMatches = (q: string): SQL =>
  titleMatchesOn(sql`${jobs.titleWords}`, sql`${jobs.titleSearch}`, q);

/** The same test on the page statement's aliased job row. */
export const titleMatchesOnRow = (alias: string, q: string): SQL =>
  titleMatchesOn(sql.raw(`${alias}.title_words`), sql.raw(`${alias}.title_search`), q);

function titleMatchesOn(words: SQL, title: SQL, q: string): SQL {
  const inTitle = titleContains(q, title);
  return sql`(${words} @@ ${query(q)}${inTitle ? sql` or ${inTitle}` : sql``})`;
}

/**
 * For each word that alone matches no listed job, the word of a title or a
 * company name most like it by trigrams, if any is alike enough (pg_trgm's threshold, 0.3).
 */
export async function likelySpellings(run: RunSql, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await run<{ word: string; suggestion: string | null }>(
    sql`select w.word, (
        select ${searchWords.word} from ${searchWords}
        where ${searchWords.word} % w.word
          -- Only a word a listed job has: the words of hidden or closed jobs stay unsaid.
          and exists (select 1 from ${jobs} where ${jobs.listed}
            and ${jobs.searchDocument} @@ plainto_tsquery('english', ${searchWords.word}))
        order by similarity(${searchWords.word}, w.word) desc, ${searchWords.word}
        limit 1
      ) as suggestion
      from unnest(${sql.param(words)}::text[]) as w(word)
      where numnode(plainto_tsquery('english', w.word)) > 0
        and not exists (select 1 from ${jobs}
          where ${jobs.listed} and ${jobs.searchDocument} @@ plainto_tsquery('english', w.word))`,
    { reusePlan: false },
  );
  return new Map(
    rows.flatMap((row) =>
      row.suggestion && row.suggestion !== row.word ? [[row.word, row.suggestion]] : [],
    ),
  );
}

/** An excluded word: a job whose title matches may then still not match as a whole. */
export const hasExclusions = (q: string): boolean => /(^|\s)-\S/.test(q);

/** Keyword matches are counted this far; past it the answer says "1,000+". */
export const KEYWORD_COUNT_CAP = 1_000;

export interface KeywordCounts {
  /** Words search can use; none ("the", "-", only excluded words) and the keywords filter nothing. */
  words: number;
  /** Jobs matching everything, up to KEYWORD_COUNT_CAP + 1. */
  all: number;
  /** Of the jobs matching the other filters, those whose title matches, capped alike. */
  byTitle: number;
}

/**
 * How many jobs match, counted only as far as the cap. The plan of a page hangs on it: the
 * planner guesses a word it has no statistics for matches 0.5% of jobs, and so reads the list
 * in order hoping to find a page soon, which for a word that matches nothing read every job
 * (600 ms at 100,000). Counting to 1,001 is read through the indexes for rare words and stops
 * early for common ones.
 */
export async function countKeywordMatches(
  run: RunSql,
  q: string,
  filters: { all: SQL | undefined; others: SQL | undefined },
): Promise<KeywordCounts> {
  const cap = sql.raw(String(KEYWORD_COUNT_CAP + 1));
  // Only excluded words ("-team") count as none: they could only be answered by reading every job.
  const [row] = await run<KeywordCounts>(sql`select
    case when querytree(${query(q)}) = 'T' then 0 else numnode(${query(q)}) end as words,
    (select count(*) from (select 1 from ${jobs} where ${filters.all ?? sql`true`} limit ${cap}) a)::int as "all",
    (select count(*) from (select 1 from ${jobs}
      where ${filters.others ?? sql`true`} and ${titleMatches(q)} limit ${cap}) t)::int as "byTitle"`);
  return row ?? { words: 0, all: 0, byTitle: 0 };
}

const few = (count: number) => count <= KEYWORD_COUNT_CAP;

/**
 * The ids of a keyword page in its order. Few matches are all read through the indexes and
 * sorted; many are read in the list's own order (or the pay index's) only as far as the page.
 * Relevance reads jobs whose title matches first, then the others, the second part only when
 * the first runs out. Sorting every match of a common word by "title matches" took 155 ms.
 */
export function keywordPageIds(
  q: string,
  sort: 'relevance' | 'newest' | 'pay',
  filters: { all: SQL | undefined; others: SQL | undefined },
  counts: KeywordCounts,
  paging: { wanted: SQL; pageSize: SQL; offset: SQL; ordered: SQL },
): SQL {
  const all = filters.all ?? sql`true`;
  const title = titleMatches(q);
  const page = sql`limit ${paging.pageSize} offset ${paging.offset}`;
  if (few(counts.all)) {
    const order = {
      relevance: sql`by_title desc, posted_at desc, id desc`,
      newest: sql`posted_at desc, id desc`,
      pay: sql`yearly_pay desc, posted_at desc, id desc`,
    }[sort];
    return sql`with matching as materialized (
        select ${jobs.id} as id, ${jobs.postedAt} as posted_at, ${jobs.yearlyPay} as yearly_pay,
          ${title} as by_title
        from ${jobs} where ${all}
      )
      select id from matching order by ${order} ${page}`;
  }
  if (sort !== 'relevance' || hasExclusions(q)) return paging.ordered;
  const byTitle = few(counts.byTitle)
    ? sql`title_matching as materialized (
          select ${jobs.id} as id, ${jobs.postedAt} as posted_at from ${jobs}
          where ${filters.others ?? sql`true`} and ${title}
        ), by_title as materialized (
          select id, posted_at from title_matching
          order by posted_at desc, id desc limit ${paging.wanted}
        )`
    : sql`by_title as materialized (
          select ${jobs.id} as id, ${jobs.postedAt} as posted_at from ${jobs}
          where ${filters.others ?? sql`true`} and ${title}
          order by ${jobs.postedAt} desc, ${jobs.id} desc limit ${paging.wanted}
        )`;
  return sql`with ${byTitle}, elsewhere as materialized (
      select ${jobs.id} as id, ${jobs.postedAt} as posted_at from ${jobs}
      where ${all} and not ${title} and (select count(*) from by_title) < ${paging.wanted}
      order by ${jobs.postedAt} desc, ${jobs.id} desc limit ${paging.wanted}
    )
    select id from (
      select id, 0 as tier, posted_at from by_title
      union all select id, 1 as tier, posted_at from elsewhere
    ) as ranked
    order by tier, posted_at desc, id desc ${page}`;
}
