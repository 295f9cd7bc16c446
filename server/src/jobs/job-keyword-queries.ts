import { sql, type SQL } from 'drizzle-orm';
import { FACET_PREFIXES, jobs, searchWords } from '../platform/schema';
import type { JobFilters } from './job-queries';

/** The keywords as PostgreSQL reads a web search: "exact phrase", -word, or. */
export const webQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Keywords without phrase, exclusion or `or`: what the spec's title search could also take. */
const isPlain = (q: string) => !/["]|(^|\s)-|(^|\s)or(\s|$)/i.test(q);

/** Words this short would contain too many others to try. */
const MIN_CONTAINED = 3;
/** The words of titles and company names tried for each keyword, the shortest first. */
const MAX_CONTAINING = 20;

/** The words of plain keywords as the vocabulary splits titles: letters and digits. */
const vocabularyWords = (q: string) =>
  [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean);
/** More keywords than this are no title (and each is a lookup). */
const MAX_WORDS = 8;

/**
 * The tsquery of keywords. Plain keywords also match the words of titles and company names
 * that contain them (`search_words`), each keyword one of its alternatives: so the hero's field
 * finds at least what the spec's title search found ("script" finds JavaScript) with one test
 * of the search index, where testing the title's text as well read every row it matched.
 */
export function keywordQuery(q: string): SQL {
  const words = isPlain(q) ? vocabularyWords(q) : [];
  if (words.length === 0 || words.length > MAX_WORDS) return webQuery(q);
  // Each keyword with the words containing it; one that search drops ("the") is left out, so
  // that this matches at least what the keywords match as a web search.
  const alternatives = sql`select '(' || string_agg(distinct alt, ' | ') || ')' as one
    from unnest(${sql.param(words)}::text[]) as w(word)
    cross join lateral (
      select plainto_tsquery('english', w.word)::text as alt
      union all
      (select plainto_tsquery('english', ${searchWords.word})::text from ${searchWords}
        where length(w.word) >= ${sql.raw(String(MIN_CONTAINED))}
          and ${searchWords.word} like '%' || w.word || '%'
        order by length(${searchWords.word}), ${searchWords.word} limit ${sql.raw(String(MAX_CONTAINING))})
    ) as a
    where alt <> '' and numnode(plainto_tsquery('english', w.word)) > 0
    group by w.word`;
  const expanded = sql`(select string_agg(one, ' & ')::tsquery from (${alternatives}) as per_word)`;
  // Words of letters and digits alone are read alike by both: the web search's own reading is
  // then within the alternatives. Others it reads its own way ("node.js" whole, as the documents
  // hold it), so it is kept beside them.
  return /^[\p{L}\p{N}\s]*$/u.test(q)
    ? sql`coalesce(${expanded}, ${webQuery(q)})`
    : sql`(${webQuery(q)} || coalesce(${expanded}, ${webQuery(q)}))`;
}

type FacetKey = keyof typeof FACET_PREFIXES;
const FACET_KEYS = Object.keys(FACET_PREFIXES) as FacetKey[];

/** A lexeme written for tsquery's input: quoted, with its quotes and backslashes escaped. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The list's filters that the search documents hold as facets, as a tsquery ("c:Design" or
 * "c:Marketing", and "w:REMOTE"), or undefined when none is set.
 */
export function facetQuery(filters: JobFilters): SQL | undefined {
  const parts = FACET_KEYS.flatMap((key) => {
    const values = filters[key];
    if (!values?.length) return [];
    return [`(${values.map((value) => lexeme(`${FACET_PREFIXES[key]}${value}`)).join(' | ')})`];
  });
  return parts.length ? sql`${parts.join(' & ')}::tsquery` : undefined;
}

/** The filters left to test on the rows once the facets are in the keyword test. */
export const withoutFacets = (filters: JobFilters): JobFilters => ({
  ...filters,
  q: undefined,
  ...Object.fromEntries(FACET_KEYS.map((key) => [key, undefined])),
});

const and = (query: SQL, facets: SQL | undefined) =>
  facets ? sql`(${query} && ${facets})` : query;

/** A listed job matching the keywords (and the facets) by any of its words. */
export const matchesKeywords = (query: SQL, facets?: SQL): SQL =>
  sql`${jobs.searchDocument} @@ ${and(query, facets)}`;

/** A listed job whose title matches: relevance puts it above description-only ones. */
export const titleMatches = (query: SQL, facets?: SQL): SQL =>
  sql`${jobs.titleWords} @@ ${and(query, facets)}`;

/** The same test on the page statement's aliased job row. */
export const titleMatchesOnRow = (alias: string, query: SQL): SQL =>
  sql`${sql.raw(`${alias}.title_words`)} @@ ${query}`;
