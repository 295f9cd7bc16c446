import type { Job } from 'shared-api/contract';
import { descriptionPreview } from './description-preview';
import type { FileUrls } from '../files/file-urls';
import type { RunSql } from '../platform/database';
import type { FewMatchTitles } from './few-match-titles';
import { countKeywordMatches } from './job-search-queries';
import { facetQuery, withoutFacets, keywordQuery } from './job-keyword-queries';
import { plainWords } from './keyword-spelling';
import { listedJobsWhere, toJob, type JobFilters, type JobRow } from './job-queries';
import { fewMatchQuery, hasTerms, listQuery } from './job-page-plan-queries';

export interface JobPage {
  jobs: Job[];
  total: number;
  /** The total is a floor: more jobs match than were counted. */
  totalIsLowerBound: boolean;
  /** Keywords that found nothing: the likely spellings of their words (not for the answer). */
  spellings?: ReadonlyMap<string, string>;
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
