import type { FileUrls } from '../files/file-urls';
import type { RunSql } from '../platform/database';
import type { FewMatchTitles } from './few-match-titles';
import { listJobPage, type JobPage } from './job-page-queries';
import type { JobFilters } from './job-queries';
import { likelySpellings } from './job-search-queries';
import { plainWords, respelt } from './keyword-spelling';

/**
 * A page of the public list. Keywords that find nothing are tried once more with each word that
 * matches nothing put right by its likeliest spelling ("javscript" → "javascript"); the answer
 * then says what it searched for.
 */
export async function searchJobPage(
  run: RunSql,
  urls: FileUrls,
  filters: JobFilters,
  paging: { page: number; pageSize: number },
  fewMatches?: FewMatchTitles,
): Promise<JobPage & { didYouMean?: string }> {
  const found = await listJobPage(run, urls, filters, paging, fewMatches);
  if (!filters.q || found.total > 0) return found;
  const better = respelt(filters.q, await likelySpellings(run, plainWords(filters.q)));
  if (!better) return found;
  const respeltPage = await listJobPage(run, urls, { ...filters, q: better }, paging);
  // A spelling that finds nothing with the other filters is not worth saying.
  return respeltPage.total > 0 ? { ...respeltPage, didYouMean: better } : found;
}
