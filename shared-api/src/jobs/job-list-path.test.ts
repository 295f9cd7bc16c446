import { homeJobListParams, parseJobSearch } from './home-search';
import { jobListPath, jobListSearchParams } from './job-list-path';

describe('jobListPath', () => {
  it('is the same path for the same call, whatever order its params were written in', () => {
    const path = '/api/jobs?categories=Design%2CProgramming&page=2&pageSize=6&title=UX+lead';
    expect(
      jobListPath({
        title: 'UX lead',
        categories: ['Design', 'Programming'],
        page: 2,
        pageSize: 6,
      }),
    ).toBe(path);
    expect(
      jobListPath({
        pageSize: 6,
        page: 2,
        categories: ['Design', 'Programming'],
        title: 'UX lead',
      }),
    ).toBe(path);
  });

  it('leaves out what the call does not send', () => {
    const params = { title: '', categories: [], minSalary: undefined, page: 1, pageSize: 6 };
    expect(jobListSearchParams(params)).toEqual({ page: '1', pageSize: '6' });
    expect(jobListPath(params)).toBe('/api/jobs?page=1&pageSize=6');
  });

  it("is the home page's call for a URL's search, however the URL wrote it", () => {
    const pathOf = (search: string) =>
      jobListPath(homeJobListParams(parseJobSearch(new URLSearchParams(search))));
    expect(pathOf('locations=Mumbai&title=+dev+&page=1&categories=Nope')).toBe(
      pathOf('title=dev&locations=Mumbai'),
    );
  });

  it('carries the keywords and a known order, and leaves out an order it does not know', () => {
    const pathOf = (search: string) =>
      jobListPath(homeJobListParams(parseJobSearch(new URLSearchParams(search))));
    expect(pathOf('q=+react+native+&sort=pay&title=dev')).toBe(
      '/api/jobs?page=1&pageSize=6&q=react+native&sort=pay&title=dev',
    );
    expect(pathOf('q=react&sort=cheapest')).toBe('/api/jobs?page=1&pageSize=6&q=react');
    // Relevance ranks keywords: without them it is no order.
    expect(pathOf('sort=relevance')).toBe('/api/jobs?page=1&pageSize=6');
    expect(pathOf('q=react&sort=relevance')).toBe(
      '/api/jobs?page=1&pageSize=6&q=react&sort=relevance',
    );
    expect(pathOf('q=+&sort=newest')).toBe('/api/jobs?page=1&pageSize=6&sort=newest');
  });
});
