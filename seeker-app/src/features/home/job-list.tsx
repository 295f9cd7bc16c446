import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { JobListResponse } from 'shared-api/contract';
import { JOB_PAGE_SIZE } from 'shared-api/contract';
import { JobCard } from 'shared-ui/job-card';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';

interface Props {
  query: UseQueryResult<JobListResponse>;
  page: number;
  onPage: (page: number) => void;
}

export function JobList({ query, page, onPage }: Props) {
  const navigate = useNavigate();
  if (query.isPending) return <Spinner label="Loading jobs" />;
  if (query.isError) {
    return (
      <StatusMessage
        tone="error"
        title="Jobs could not be loaded"
        action={
          <button
            type="button"
            className="rounded border px-4 py-2"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        }
      >
        {query.error.message}
      </StatusMessage>
    );
  }
  const { jobs, total = jobs.length } = query.data;
  if (jobs.length === 0) return <StatusMessage title="No jobs match your search" />;
  const pages = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE));

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {jobs.map((job) => (
          <JobCard
            key={job._id}
            job={job}
            onOpen={() => {
              void navigate(`/apply-jobs/${job._id}`);
              window.scrollTo(0, 0);
            }}
          />
        ))}
      </div>
      <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
            className={`h-10 w-10 rounded border ${n === page ? 'bg-brand-100 text-brand-600' : 'text-gray-500'}`}
          >
            {n}
          </button>
        ))}
      </nav>
    </>
  );
}
