import type { FileUrls } from '../files/file-urls';
import type { RunSql } from '../platform/database';
import type { FewMatchTitles } from './few-match-titles';
import { listJobPage, type JobPage } from './job-page-queries';
import type { JobFilters } from './job-queries';
import { respelt } from './keyword-spelling';

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
  const { spellings, ...found } = await listJobPage(run, urls, filters, paging, fewMatches);
  if (!filters.q || found.total > 0 || !spellings) return found;
  const better = respelt(filters.q, spellings);
  if (!better) return found;
  const again = await listJobPage(run, urls, { ...filters, q: better }, paging);
  // A spelling that finds nothing with the other filters is not worth saying.
  if (again.total === 0) return found;
  const { jobs, total, totalIsLowerBound } = again;
  return { jobs, total, totalIsLowerBound, didYouMean: better };
}
