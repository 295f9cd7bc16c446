import {
  JOB_CATEGORIES,
  JOB_LOCATIONS,
  JOB_PAGE_SIZE,
  type JobListParams,
} from 'shared-api/contract';

/**
 * The home page's job search as its URL holds it (decision 6). Here rather than in the seeker
 * app because the shell reads it too: it asks for the opened page's jobs while the seeker app
 * is still downloading (shell/src/start-up/preload-screen.ts).
 */
export type JobSearch = Required<
  Pick<JobListParams, 'title' | 'location' | 'categories' | 'locations' | 'page'>
>;

const listOf = <T extends string>(raw: string | null, known: readonly T[]): T[] =>
  (raw ?? '')
    .split(',')
    .filter((value): value is T => (known as readonly string[]).includes(value));

export function parseJobSearch(params: URLSearchParams): JobSearch {
  const page = Number(params.get('page'));
  return {
    title: params.get('title')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    categories: listOf(params.get('categories'), JOB_CATEGORIES),
    locations: listOf(params.get('locations'), JOB_LOCATIONS),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What the home page's 'Latest Jobs' asks GET /api/jobs for: one page of the search. */
export const homeJobListParams = ({ page, ...filters }: JobSearch): JobListParams => ({
  ...filters,
  page,
  pageSize: JOB_PAGE_SIZE,
});
