import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../platform/schema';
import type { JobFilters } from './job-queries';
import type { JobSort } from 'shared-api/contract';
import { titleMatches, titleMatchesOnRow } from './job-keyword-queries';

/** How a page is ordered: the ids' order, and the same order again for the page's rows. */
export interface PageOrder {
  ids: SQL;
  /** What the rows' order reads besides the job's own columns, from `j`. */
  key?: SQL;
  rows: SQL;
  sort: JobSort;
}

export const NEWEST: PageOrder = {
  ids: sql`order by ${jobs.postedAt} desc, ${jobs.id} desc`,
  rows: sql`order by p."postedAt" desc, p.id desc`,
  sort: 'newest',
};

/**
 * The order a page asks for: newest first unless `sort` (or keywords) say otherwise.
 * `keywords` is the keywords' tsquery, which relevance reads.
 */
export function pageOrder(filters: JobFilters, keywords?: SQL): PageOrder {
  const sort = filters.sort ?? (filters.q ? 'relevance' : 'newest');
  if (sort === 'pay') {
    // As the pay index holds it, so the best paid are read from its top.
    return {
      ids: sql`order by ${jobs.yearlyPay} desc nulls last, ${jobs.postedAt} desc nulls last, ${jobs.id} desc nulls last`,
      key: sql`j.yearly_pay::float8 as "sortKey"`,
      rows: sql`order by p."sortKey" desc, p."postedAt" desc, p.id desc`,
      sort,
    };
  }
  if (sort === 'relevance' && keywords) {
    return {
      ids: sql`order by ${titleMatches(keywords)} desc, ${jobs.postedAt} desc, ${jobs.id} desc`,
      sort,
      key: sql`${titleMatchesOnRow('j', keywords)} as "sortKey"`,
      rows: sql`order by p."sortKey" desc, p."postedAt" desc, p.id desc`,
    };
  }
  return NEWEST;
}
