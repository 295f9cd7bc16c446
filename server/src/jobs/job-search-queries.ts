import { sql, type SQL } from 'drizzle-orm';
import type { RunSql } from '../platform/database';
import { jobs, searchWords } from '../platform/schema';
import { matchesKeywords } from './job-keyword-queries';

/**
 * For each word that alone matches no listed job (`words`, a parameter), the word of a title or
 * a company name most like it by trigrams, if any is alike enough (pg_trgm's threshold, 0.3),
 * as JSON pairs.
 */
const likelySpellings = (words: string[]) =>
  sql`select json_agg(json_build_array(w.word, (
        select ${searchWords.word} from ${searchWords}
        where ${searchWords.word} % w.word
          -- Only a word a listed job has: the words of hidden or closed jobs stay unsaid.
          and exists (select 1 from ${jobs} where ${jobs.listed}
            and ${jobs.searchDocument} @@ plainto_tsquery('english', ${searchWords.word}))
        order by similarity(${searchWords.word}, w.word) desc, ${searchWords.word}
        limit 1
      )))
      from unnest(${sql.param(words)}::text[]) as w(word)
      where numnode(plainto_tsquery('english', w.word)) > 0
        and not exists (select 1 from ${jobs}
          where ${jobs.listed} and ${jobs.searchDocument} @@ plainto_tsquery('english', w.word))`;

/** An excluded word: a job whose title matches may then still not match as a whole. */
export const hasExclusions = (q: string): boolean => /(^|\s)-\S/.test(q);

/** Keyword matches are counted this far; past it the answer says "1,000+". */
export const KEYWORD_COUNT_CAP = 1_000;

export interface KeywordCounts {
  /** Words search can use; none ("the", "-", only excluded words) and the keywords filter nothing. */
  words: number;
  /** Jobs matching everything, up to KEYWORD_COUNT_CAP + 1. */
  all: number;
  /** The keywords' tsquery as text, for the page's statement. */
  query: string;
  /** When nothing matches: each word that matches nothing, with its likeliest spelling. */
  spellings: ReadonlyMap<string, string>;
}

/** What the count is asked: the keywords, and the filters split as they are tested. */
export interface KeywordSearch {
  /** The keywords' tsquery (`keywordQuery`). */
  keywords: SQL;
  /** The facets' tsquery (`facetQuery`), tested with the keywords in one index. */
  facets: SQL | undefined;
  /** The listing rule and the filters tested on the rows (`withoutFacets`). */
  others: SQL | undefined;
  /** The words that may be misspelt (`plainWords`), looked up when nothing matches. */
  spellingWords: string[];
}

/**
 * How many jobs match, counted only as far as the cap, and when none does, the likely
 * spellings of the words that match nothing. The keywords' tsquery is made first, by itself:
 * given to the count as a value, the planner sees its words, and reads a common one in order
 * (stopping at the cap) and a rare one through the index; made within the count, it guessed
 * every word rare and read 35,000 rows of a common one through the index (22 ms, not 3).
 * The page's plan hangs on the count: few matches are all read and sorted, many are read in
 * the list's order only as far as the page.
 */
export async function countKeywordMatches(
  run: RunSql,
  search: KeywordSearch,
): Promise<KeywordCounts> {
  // Only excluded words ("-team") count as none: they could only be answered by reading every job.
  const [keywords] = await run<{ query: string; words: number }>(
    sql`select query::text as query, case when querytree(query) = 'T' then 0 else numnode(query) end as words
      from (select ${search.keywords} as query) as k`,
  );
  if (!keywords || keywords.words === 0) {
    return { words: 0, all: 0, query: keywords?.query ?? '', spellings: new Map() };
  }
  const cap = sql.raw(String(KEYWORD_COUNT_CAP + 1));
  const query = sql`${keywords.query}::tsquery`;
  const [row] = await run<{ all: number; spellings: [string, string | null][] | null }>(sql`
    select "all", case when "all" = 0 then (${likelySpellings(search.spellingWords)}) end as spellings
    from (select count(*)::int as "all" from (select 1 from ${jobs}
      where ${search.others ?? sql`true`} and ${matchesKeywords(query, search.facets)}
      limit ${cap}) as matching) as counted`);
  const spellings = new Map(
    (row?.spellings ?? []).flatMap(([word, suggestion]) =>
      suggestion && suggestion !== word ? [[word, suggestion] as const] : [],
    ),
  );
  return { ...keywords, all: row?.all ?? 0, spellings };
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
  /** A job whose title matches the keywords and the facets (`titleMatches`). */
  title: SQL,
  counts: KeywordCounts,
  paging: { wanted: SQL; pageSize: SQL; offset: SQL; ordered: SQL },
): SQL {
  const all = filters.all ?? sql`true`;
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
  // Title matches in the list's order as far as the page: the planner, seeing the words, reads
  // a common one in order and a rare one through the title index.
  const byTitle = sql`by_title as materialized (
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
