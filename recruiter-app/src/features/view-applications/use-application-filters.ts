import { useCallback, useMemo } from 'react';
import { APPLICATION_STATUSES, idSchema, type ApplicationStatus } from 'shared-api/contract';
import { oneOf, pageParam, searchParam, useUrlFilters } from '../../shared/table/url-filters';
import type { ApplicantFilters } from './api/applicant-keys';

export type FilterChange = Partial<{
  jobId: string;
  status: ApplicationStatus | '';
  q: string;
  screenedOut: ScreeningChoice | '';
}>;

/** The screening filter's choices, as the URL and the API's `screenedOut` spell them. */
export const SCREENING_CHOICES = ['false', 'true'] as const;
export type ScreeningChoice = (typeof SCREENING_CHOICES)[number];

const screenedOutOf = (choice: ScreeningChoice | undefined) =>
  choice === undefined ? undefined : choice === 'true';

/**
 * View Applications' filters and page, from and to the URL (`?jobId=&status=&q=&screenedOut=&page=`), so
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
      screenedOut: screenedOutOf(oneOf(params.get('screenedOut'), SCREENING_CHOICES)),
    };
  }, [params]);
  const filter = useCallback(
    (change: FilterChange) => update(change, { replace: 'q' in change }),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clear = useCallback(
    () => update({ jobId: '', status: '', q: '', screenedOut: '' }),
    [update],
  );
  const filtered =
    Boolean(filters.jobId ?? filters.status ?? filters.q) || filters.screenedOut !== undefined;
  return { filters, filtered, filter, setPage, clear };
}
