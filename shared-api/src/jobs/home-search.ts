import {
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LOCATIONS,
  JOB_PAGE_SIZE,
  JOB_SORTS,
  WORKPLACES,
  type JobListParams,
  type JobSort,
} from 'shared-api/contract';

/**
 * The home page's job search as its URL holds it (decision 6). Here rather than in the seeker
 * app because the server reads it too: it sends the search's first page of jobs with the page
 * (server/src/pages/), under the path of the very call the screen makes. The URL's names are
 * the API's: `q` the hero's keywords, `title` the spec's title filter (its links keep working).
 */
export type JobSearch = Required<
  Pick<
    JobListParams,
    | 'q'
    | 'title'
    | 'location'
    | 'categories'
    | 'locations'
    | 'employmentTypes'
    | 'workplaces'
    | 'page'
  >
> &
  Pick<JobListParams, 'minSalary' | 'sort'>;

/** The API's bound on `minSalary`. */
export const MAX_MIN_SALARY = 1_000_000_000;

const listOf = <T extends string>(raw: string | null, known: readonly T[]): T[] =>
  (raw ?? '')
    .split(',')
    .filter((value): value is T => (known as readonly string[]).includes(value));

// Only a whole, positive figure filters: anything else in a hand-edited URL is left out.
function minSalaryOf(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 && value <= MAX_MIN_SALARY ? value : undefined;
}

/**
 * The order asked for, or none for the API's default. Relevance ranks keywords, so without them
 * it is no order at all: left out, as an unknown value is.
 */
export function sortOf(raw: string | null | undefined, q: string): JobSort | undefined {
  const sort = JOB_SORTS.find((known) => known === raw);
  return sort === 'relevance' && !q ? undefined : sort;
}

/** The order the API uses when none is asked for. */
export const defaultSort = (q: string): JobSort => (q ? 'relevance' : 'newest');

export function parseJobSearch(params: URLSearchParams): JobSearch {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim() ?? '';
  return {
    q,
    title: params.get('title')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    categories: listOf(params.get('categories'), JOB_CATEGORIES),
    locations: listOf(params.get('locations'), JOB_LOCATIONS),
    employmentTypes: listOf(params.get('employmentTypes'), EMPLOYMENT_TYPES),
    workplaces: listOf(params.get('workplaces'), WORKPLACES),
    minSalary: minSalaryOf(params.get('minSalary')),
    sort: sortOf(params.get('sort'), q),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What the home page's 'Latest Jobs' asks GET /api/jobs for: one page of the search. */
export const homeJobListParams = ({ page, ...filters }: JobSearch): JobListParams => ({
  ...filters,
  page,
  pageSize: JOB_PAGE_SIZE,
});
