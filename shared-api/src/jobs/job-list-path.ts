import type { JobListParams } from 'shared-api/contract';

/** GET /api/jobs's query string values: lists joined with commas, empty values left out. */
export function jobListSearchParams(query: JobListParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [
    string,
    string | number | readonly string[] | undefined,
  ][]) {
    if (value === undefined) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') params[key] = text;
  }
  return params;
}

/**
 * The call's path with its query, names in a fixed order: the key under which the server sends
 * an answer of GET /api/jobs with the page it renders (shared-api/first-paint/page-data), and
 * under which the screen that makes the same call looks for it. Both build it from the same
 * params, so the two cannot disagree on how an object's keys were ordered.
 */
export function jobListPath(query: JobListParams): string {
  const entries = Object.entries(jobListSearchParams(query)).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return `/api/jobs?${new URLSearchParams(entries).toString()}`;
}
