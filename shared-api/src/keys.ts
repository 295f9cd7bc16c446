/**
 * The query keys more than one app reads or invalidates: a recruiter's change refreshes the
 * public job lists, and the shell drops a person's data when they sign out. Hierarchical, so
 * invalidating ['jobs'] refreshes every job query and ['jobs', 'list'] only the lists.
 */
import type { JobListParams } from 'shared-api/contract';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: JobListParams) => [...jobKeys.lists(), filters] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};

/** A job seeker's own data; ['user'] covers every signed-in person's. */
export const userKeys = {
  all: ['user'] as const,
  of: (userId: string | null) => [...userKeys.all, userId ?? 'signed-out'] as const,
  profile: (userId: string | null) => [...userKeys.of(userId), 'profile'] as const,
  applications: (userId: string | null) => [...userKeys.of(userId), 'applications'] as const,
};

/** The signed-in company's data; ['company'] covers all of it. */
export const companyKeys = {
  all: ['company'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
  jobs: () => [...companyKeys.all, 'jobs'] as const,
  applicants: () => [...companyKeys.all, 'applicants'] as const,
};
