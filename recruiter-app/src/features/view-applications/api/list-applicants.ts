import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicantsResponseSchema, type Applicant } from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { TABLE_PAGE_SIZE } from '../../../shared/table/url-filters';
import { applicantKeys, type ApplicantFilters } from './applicant-keys';

// Resume links are signed for 15 minutes: fetch fresh ones before they expire.
const SIGNED_URL_REFRESH_MS = 10 * 60_000;

export interface ApplicantsPage {
  applications: Applicant[];
  total: number;
}

/** GET /api/company/applicants?page=: one page of the applications to the company's jobs. */
export async function fetchApplicants(
  token: string | null,
  { page, status, jobId, q, screenedOut }: ApplicantFilters,
): Promise<ApplicantsPage> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/applicants',
    params: {
      page,
      pageSize: TABLE_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(jobId ? { jobId } : {}),
      ...(q ? { q } : {}),
      ...(screenedOut === undefined ? {} : { screenedOut: String(screenedOut) }),
    },
    headers: companyHeaders(token),
  });
  const { applications, total } = applicantsResponseSchema.parse(data);
  return { applications, total: total ?? applications.length };
}

export const applicantsQuery = (token: string | null, filters: ApplicantFilters) =>
  queryOptions({
    queryKey: applicantKeys.list(filters),
    queryFn: () => fetchApplicants(token, filters),
    // Job seekers change these (they apply): every visit to the screen asks again.
    staleTime: 0,
    refetchInterval: SIGNED_URL_REFRESH_MS,
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
    meta: { session: 'company' },
  });

export function useApplicants(filters: ApplicantFilters) {
  const { companyToken } = useAppState();
  return useQuery({ ...applicantsQuery(companyToken, filters), enabled: companyToken !== null });
}
