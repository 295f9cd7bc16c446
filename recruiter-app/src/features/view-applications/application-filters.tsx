import { useRef } from 'react';
import { APPLICATION_STATUSES, BULK_MAX } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { useCompanyJobs } from '../../shared/api/list-jobs';
import { FilterSelect, type FilterOption } from '../../shared/table/filter-select';
import { SearchBox } from '../../shared/table/search-box';
import { oneOf } from '../../shared/table/url-filters';
import type { ApplicantFilters } from './api/applicant-keys';
import { SCREENING_CHOICES, type FilterChange } from './use-application-filters';

const statusOptions = APPLICATION_STATUSES.map((status) => ({ value: status, label: status }));
const screeningOptions = [
  { value: 'false', label: 'Hide screened out' },
  { value: 'true', label: 'Only screened out' },
];

/**
 * The job choice offers the company's newest BULK_MAX jobs: one call, however many it has. A job
 * further back (a link from Manage Jobs) is added, named by its applications when it has any.
 */
function useJobOptions(jobId: string | undefined, jobTitle: string | undefined): FilterOption[] {
  const jobs = useCompanyJobs({ page: 1, pageSize: BULK_MAX });
  const options = (jobs.data?.jobs ?? []).map((job) => ({
    value: job._id,
    label: job.status === 'open' ? job.title : `${job.title} (${job.status})`,
  }));
  if (jobId && !options.some((option) => option.value === jobId)) {
    options.unshift({ value: jobId, label: jobTitle ?? 'The chosen job' });
  }
  return options;
}

export function ApplicationFilters({
  filters,
  filtered,
  jobTitle,
  onChange,
  onClear,
}: {
  filters: ApplicantFilters;
  filtered: boolean;
  /** The chosen job's title, as its applications name it. */
  jobTitle: string | undefined;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const jobOptions = useJobOptions(filters.jobId, jobTitle);
  const jobSelect = useRef<HTMLSelectElement>(null);
  return (
    // By the list's own width (its @container), not the screen's: the applicant panel takes half
    // of a wide screen, and five columns beside it cut the search's words short.
    <div className="mb-4 grid gap-3 @md:grid-cols-2 @md:items-end @min-[58rem]:grid-cols-[minmax(0,1fr)_minmax(0,10rem)_minmax(0,11rem)_minmax(0,1.4fr)_auto]">
      <FilterSelect
        ref={jobSelect}
        label="Job"
        allLabel="All jobs"
        options={jobOptions}
        value={filters.jobId ?? ''}
        onChange={(jobId) => onChange({ jobId })}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        options={statusOptions}
        value={filters.status ?? ''}
        onChange={(status) => onChange({ status: oneOf(status, APPLICATION_STATUSES) ?? '' })}
      />
      <FilterSelect
        label="Screening"
        allLabel="All applicants"
        options={screeningOptions}
        value={filters.screenedOut === undefined ? '' : filters.screenedOut ? 'true' : 'false'}
        onChange={(value) => onChange({ screenedOut: oneOf(value, SCREENING_CHOICES) ?? '' })}
      />
      <SearchBox
        label="Search applicants"
        placeholder="Applicant name or job title"
        value={filters.q ?? ''}
        onSearch={(q) => onChange({ q })}
      />
      {filtered ? (
        <Button
          variant="outline"
          onClick={() => {
            onClear();
            // The button goes with the filters: focus goes back to the first of them.
            jobSelect.current?.focus();
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
