import type { JobListParams } from './list-jobs';

/** Hierarchical keys: invalidating ['jobs'] refreshes every job query, ['jobs', 'list'] only lists. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: JobListParams) => [...jobKeys.lists(), filters] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
};
