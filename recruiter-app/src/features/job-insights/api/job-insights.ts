import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  jobDetailResponseSchema,
  jobStatsResponseSchema,
  type Job,
  type JobStats,
} from 'shared-api/contract';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { request } from 'shared-api/http';
import { companyKeys } from 'shared-api/keys';

/** Under companyKeys.jobs(): a job's edit, close or removal refreshes its insights too. */
export const jobInsightsKeys = {
  all: () => [...companyKeys.jobs(), 'insights'] as const,
  of: (jobId: string) => [...jobInsightsKeys.all(), jobId] as const,
  stats: (jobId: string) => [...jobInsightsKeys.of(jobId), 'stats'] as const,
  job: (jobId: string) => [...jobInsightsKeys.of(jobId), 'job'] as const,
};

/** GET /api/company/job-stats?jobId=: the job's last 30 days. */
export async function fetchJobStats(token: string | null, jobId: string): Promise<JobStats> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/job-stats',
    params: { jobId },
    headers: companyHeaders(token),
  });
  return jobStatsResponseSchema.parse(data).stats;
}

/** GET /api/jobs/{id} with the company's token: its own job, hidden or not (for its title). */
export async function fetchOwnJob(token: string | null, jobId: string): Promise<Job> {
  const data = await request<unknown>({
    method: 'GET',
    url: `/api/jobs/${encodeURIComponent(jobId)}`,
    headers: companyHeaders(token),
  });
  return jobDetailResponseSchema.parse(data).job;
}

export const jobStatsQuery = (token: string | null, jobId: string) =>
  queryOptions({
    queryKey: jobInsightsKeys.stats(jobId),
    queryFn: () => fetchJobStats(token, jobId),
    // Views are written within seconds: each visit to the page asks again.
    staleTime: 0,
    meta: { session: 'company' },
  });

export const ownJobQuery = (token: string | null, jobId: string) =>
  queryOptions({
    queryKey: jobInsightsKeys.job(jobId),
    queryFn: () => fetchOwnJob(token, jobId),
    meta: { session: 'company' },
  });

export function useJobStats(jobId: string) {
  const { companyToken } = useAppState();
  return useQuery({ ...jobStatsQuery(companyToken, jobId), enabled: companyToken !== null });
}

export function useOwnJob(jobId: string) {
  const { companyToken } = useAppState();
  return useQuery({ ...ownJobQuery(companyToken, jobId), enabled: companyToken !== null });
}
