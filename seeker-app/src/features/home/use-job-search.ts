import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseJobSearch, sortOf, type JobSearch } from 'shared-api/jobs/home-search';

// The URL's names are the API's, so a search reads the same in the address bar and in the call.
function toParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.title) params.set('title', search.title);
  if (search.location) params.set('location', search.location);
  if (search.categories.length) params.set('categories', search.categories.join(','));
  if (search.locations.length) params.set('locations', search.locations.join(','));
  if (search.employmentTypes.length) {
    params.set('employmentTypes', search.employmentTypes.join(','));
  }
  if (search.workplaces.length) params.set('workplaces', search.workplaces.join(','));
  if (search.minSalary !== undefined) params.set('minSalary', String(search.minSalary));
  // Relevance goes with the keywords: cleared with them.
  const sort = sortOf(search.sort, search.q);
  if (sort) params.set('sort', sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

const NO_TERMS: Pick<JobSearch, 'q' | 'employmentTypes' | 'workplaces'> = {
  q: '',
  employmentTypes: [],
  workplaces: [],
};

/**
 * The home page's search lives in the URL, so a search can be shared and bookmarked, survives a
 * reload, and the back button steps back through it. Any change but paging goes back to page 1.
 */
export function useJobSearch() {
  const [params, setParams] = useSearchParams();
  // Spread over defaults: under an older shell, its own copy of parseJobSearch answers without
  // the posting-terms and keyword keys, and this page ships without the shell.
  const search = useMemo(() => ({ ...NO_TERMS, ...parseJobSearch(params) }), [params]);
  const update = useCallback(
    (change: Partial<Omit<JobSearch, 'page'>>) =>
      setParams(toParams({ ...search, ...change, page: 1 })),
    [search, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(toParams({ ...search, page })),
    [search, setParams],
  );
  return { search, update, setPage };
}
