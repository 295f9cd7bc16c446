import type { ApplicationStatus } from 'shared-api/contract';
import { companyKeys } from 'shared-api/keys';

/** What a page of View Applications shows: the URL's filters and page. */
export interface ApplicantFilters {
  page: number;
  status?: ApplicationStatus;
  jobId?: string;
  q?: string;
  /** true: only those the screening questions screened out; false: the others. */
  screenedOut?: boolean;
}

/** Under companyKeys.applicants(), which a session's end drops whole. */
export const applicantKeys = {
  lists: () => [...companyKeys.applicants(), 'list'] as const,
  list: (filters: ApplicantFilters) => [...applicantKeys.lists(), filters] as const,
  notes: (applicationId: string) => [...companyKeys.applicants(), 'notes', applicationId] as const,
  activities: () => [...companyKeys.applicants(), 'activity'] as const,
  activity: (applicationId: string) => [...applicantKeys.activities(), applicationId] as const,
  /** The key of every status move, single or bulk. */
  moves: () => [...companyKeys.applicants(), 'moves'] as const,
};
