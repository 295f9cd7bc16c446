import type { UseQueryResult } from '@tanstack/react-query';
import type { Job } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';
import {
  MISSING_JOB_HEAD,
  genericPageHead,
  jobPageDescription,
  jobPageTitle,
  pageTitle,
} from 'shared-api/page-head';
import type { PageHead } from 'shared-api/page-head/use-page-head';

/**
 * The server refuses an unknown or malformed id alike, and answers 410 for a job whose company
 * deleted its account: either way there is no job to show.
 */
export const isMissingJob = (error: Error): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 410);

/** A job removed with its company: the server's own sentence says so. */
export const isRemovedJob = (error: Error): boolean => isApiError(error) && error.status === 410;

/** The job page's head for what the page shows: the job, or why there is none (yet). */
export function jobHead(job: UseQueryResult<Job>): PageHead {
  // No description while loading: on a page the server sent, its description of this very job
  // stays until the job arrives.
  if (job.isPending) return { title: pageTitle('Loading job') };
  if (job.isError) {
    return isMissingJob(job.error) ? MISSING_JOB_HEAD : genericPageHead('Job could not be shown');
  }
  return { title: jobPageTitle(job.data), description: jobPageDescription(job.data) };
}
