import { userKeys } from 'shared-api/keys';

/**
 * Query keys of a job seeker's alerts: the home page saves them, Applied Jobs lists them. Under
 * the person's own key, so signing out drops them with the rest of their data.
 */
export const jobAlertKeys = {
  all: (userId: string | null) => [...userKeys.of(userId), 'job-alerts'] as const,
  list: (userId: string | null) => [...jobAlertKeys.all(userId), 'list'] as const,
};
