import { useId } from 'react';
import type { JobSort } from 'shared-api/contract';
import { defaultSort, homeJobListParams, type JobSearch } from 'shared-api/jobs/home-search';
import { useJobs } from '../../shared/api/list-jobs';

const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  pay: 'Highest pay',
};

// Grouped as the page's rupee figures are (1,00,000), so counts and pay read alike.
const count = (total: number, isLowerBound: boolean) =>
  isLowerBound
    ? `${total.toLocaleString('en-IN')}+ jobs`
    : `${total.toLocaleString('en-IN')} ${total === 1 ? 'job' : 'jobs'}`;

/**
 * Above 'Latest Jobs': how many jobs match, the order they come in, and, when the keywords
 * matched nothing, the spelling searched instead. It reads the list's own call, so it asks the
 * API nothing more.
 */
export function ListSummary({
  search,
  onSort,
}: {
  search: JobSearch;
  onSort: (sort: JobSort | undefined) => void;
}) {
  const sortId = useId();
  const { data } = useJobs(homeJobListParams(search));
  const fallback = defaultSort(search.q);
  // Relevance ranks keywords: offered only with them.
  const sorts: JobSort[] = search.q ? ['relevance', 'newest', 'pay'] : ['newest', 'pay'];
  const total = data?.total ?? data?.jobs.length;
  return (
    <div className="mb-4 flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="font-medium text-gray-800">
          {total === undefined ? null : count(total, data?.totalIsLowerBound ?? false)}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-gray-600">
            Sort by
          </label>
          <select
            id={sortId}
            value={search.sort ?? fallback}
            // The default order stays out of the URL.
            onChange={(event) => {
              const sort = sorts.find((known) => known === event.target.value);
              onSort(sort === fallback ? undefined : sort);
            }}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Always there, so that a respelt search is announced as it appears. */}
      <div role="status">
        {data?.didYouMean ? (
          <p className="text-sm text-gray-600">
            Showing results for{' '}
            <strong className="font-medium text-gray-900">{data.didYouMean}</strong>
          </p>
        ) : null}
      </div>
    </div>
  );
}
