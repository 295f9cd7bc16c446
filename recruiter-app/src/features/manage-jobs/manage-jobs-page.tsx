import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { JOB_STATUSES, type RecruiterJob } from 'shared-api/contract';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button, buttonClass } from 'shared-ui/button';
import { Pagination } from 'shared-ui/pagination';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useCompanyJobs } from '../../shared/api/list-jobs';
import { useMayChange } from '../../shared/api/signed-in-member';
import { FilterSelect } from '../../shared/table/filter-select';
import { SearchBox } from '../../shared/table/search-box';
import { oneOf, pagesOf } from '../../shared/table/url-filters';
import { CloseJobDialog } from './close-job-dialog';
import { jobStatusLabel } from './job-status';
import { JobsTable } from './jobs-table';
import { useJobFilters } from './use-job-filters';
import { HeadedScreen } from '../../shared/page-heading';
import { showingText } from '../../shared/table/showing-text';

const addJob = (
  <Link to="/dashboard/add-job" className={buttonClass('primary', 'py-2.5')}>
    Add new Job
  </Link>
);
const statusOptions = JOB_STATUSES.map((status) => ({
  value: status,
  label: jobStatusLabel(status),
}));

export function ManageJobsPage() {
  usePageHead(genericPageHead('Manage Jobs'));
  // Viewers post nothing (the server refuses it too).
  const posts = useMayChange();
  const { filters, filtered, filter, setPage, clear } = useJobFilters();
  const jobs = useCompanyJobs(filters);
  const [closing, setClosing] = useState<RecruiterJob | null>(null);
  const statusSelect = useRef<HTMLSelectElement>(null);

  const withHeading = (content: ReactNode) => (
    <HeadedScreen heading="Manage Jobs">{content}</HeadedScreen>
  );
  if (jobs.isPending) return withHeading(<Spinner label="Loading your jobs" />);
  if (jobs.isError && !jobs.data) {
    return withHeading(
      <StatusMessage tone="error" title="Your jobs could not be loaded.">
        {jobs.error.message}
      </StatusMessage>,
    );
  }
  const { jobs: rows, total } = jobs.data;
  if (total === 0 && !filtered && filters.page === 1) {
    return withHeading(
      <StatusMessage title="No Jobs Available or Posted" action={posts ? addJob : null} />,
    );
  }

  const first = (filters.page - 1) * filters.pageSize + 1;
  return withHeading(
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-end">
        <SearchBox
          label="Search jobs"
          placeholder="Job title"
          value={filters.q ?? ''}
          onSearch={(q) => filter({ q })}
        />
        <FilterSelect
          ref={statusSelect}
          label="Status"
          allLabel="All statuses"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(status) => filter({ status: oneOf(status, JOB_STATUSES) ?? '' })}
        />
        {filtered ? (
          <Button
            variant="outline"
            onClick={() => {
              clear();
              // The button goes with the filters: focus stays among them.
              statusSelect.current?.focus();
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <StatusMessage
          title={filtered ? 'No jobs match this search' : 'This page is empty'}
          action={filtered ? null : <Button onClick={() => setPage(1)}>First page</Button>}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-gray-600" aria-live="polite">
            {showingText(first, rows.length, total, ['job', 'jobs'])}
          </p>
          {/* The last page stays on screen while the next loads, but cannot be acted on. */}
          <div
            inert={jobs.isPlaceholderData}
            aria-busy={jobs.isPlaceholderData}
            className={jobs.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <JobsTable jobs={rows} firstNumber={first} onClose={setClosing} />
          </div>
          <Pagination page={filters.page} pages={pagesOf(total)} onPage={setPage} />
        </>
      )}
      {posts ? <div className="mt-4 flex justify-end">{addJob}</div> : null}
      {closing ? <CloseJobDialog job={closing} onDone={() => setClosing(null)} /> : null}
    </>,
  );
}
