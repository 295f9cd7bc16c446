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
 * its title containing it. Keywords with no searchable word ("the", "-") leave the list
 * unfiltered.
 */
export function matchesKeywords(q: string): SQL {
  const inTitle = titleContains(q, sql`${jobs.titleSearch}`);
  return sql`(numnode(${query(q)}) = 0 or ${jobs.searchDocument} @@ ${query(q)}${
    inTitle ? sql` or ${inTitle}` : sql``
  })`;
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
