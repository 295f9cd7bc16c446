import { useCallback, useMemo } from 'react';
import { JOB_STATUSES, type JobStatus } from 'shared-api/contract';
import type { CompanyJobsFilters } from '../../shared/api/list-jobs';
import {
  oneOf,
  pageParam,
  searchParam,
  TABLE_PAGE_SIZE,
  useUrlFilters,
} from '../../shared/table/url-filters';

export type JobFilterChange = Partial<{ status: JobStatus | ''; q: string }>;

/** Manage Jobs' search, status and page, from and to the URL (`?q=&status=&page=`). */
export function useJobFilters() {
  const { params, update } = useUrlFilters();
  const filters = useMemo(
    (): CompanyJobsFilters => ({
      page: pageParam(params),
      pageSize: TABLE_PAGE_SIZE,
      status: oneOf(params.get('status'), JOB_STATUSES),
      q: searchParam(params, 'q') || undefined,
    }),
    [params],
  );
  const filter = useCallback(
    (change: JobFilterChange) => update(change, { replace: 'q' in change }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clear = useCallback(() => update({ status: '', q: '' }), [update]);
  const filtered = Boolean(filters.status ?? filters.q);
  return { filters, filtered, filter, setPage, clear };
}
