import { useCallback, useMemo } from 'react';
import { APPLICATION_STATUSES, idSchema, type ApplicationStatus } from 'shared-api/contract';
import { oneOf, pageParam, searchParam, useUrlFilters } from '../../shared/table/url-filters';
import type { ApplicantFilters } from './api/applicant-keys';

export type FilterChange = Partial<{ jobId: string; status: ApplicationStatus | ''; q: string }>;

/**
 * View Applications' filters and page, from and to the URL (`?jobId=&status=&q=&page=`), so
 * Manage Jobs links to one job's applicants. What a hand-edited URL holds wrongly is left out.
 */
export function useApplicationFilters() {
  const { params, update } = useUrlFilters();
  const filters = useMemo((): ApplicantFilters => {
    const jobId = params.get('jobId') ?? '';
    return {
      page: pageParam(params),
      jobId: idSchema.safeParse(jobId).success ? jobId : undefined,
      status: oneOf(params.get('status'), APPLICATION_STATUSES),
      q: searchParam(params, 'q') || undefined,
    };
  }, [params]);
  const filter = useCallback(
    (change: FilterChange) => update(change, { replace: 'q' in change }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clear = useCallback(() => update({ jobId: '', status: '', q: '' }), [update]);
  const filtered = Boolean(filters.jobId ?? filters.status ?? filters.q);
  return { filters, filtered, filter, setPage, clear };
}
