import { useNavigate } from 'react-router-dom';
import { JOB_PAGE_SIZE } from 'shared-api/contract';
import { homeJobListParams, type JobSearch } from 'shared-api/jobs/home-search';
import { useJobs } from 'shared-api/jobs/list-jobs';
import { Button } from 'shared-ui/button';
import { JobCard } from 'shared-ui/job-card';
import { Pagination } from 'shared-ui/pagination';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';

/** 'Latest Jobs': one page of the matching jobs from the server, newest first. */
export function JobList({ search, onPage }: { search: JobSearch; onPage: (page: number) => void }) {
  const navigate = useNavigate();
  const { page } = search;
  const query = useJobs(homeJobListParams(search));

  if (query.isPending) return <Spinner label="Loading jobs" />;
  if (query.isError) {
    return (
      <StatusMessage
        tone="error"
        title="Jobs could not be loaded"
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {query.error.message}
      </StatusMessage>
    );
  }
  const { jobs, total = jobs.length, totalIsLowerBound = false } = query.data;
  const pages = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE));
  if (jobs.length === 0) {
    return page > pages && !totalIsLowerBound ? (
      <StatusMessage
        title="There is no such page of results."
        action={<Button onClick={() => onPage(1)}>Go to the first page</Button>}
      />
    ) : (
      <StatusMessage title="No jobs match your search">
        Try fewer filters or another title or location.
      </StatusMessage>
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData}>
      <div
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
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
      <Pagination
        page={page}
        pages={pages}
        // Broad searches are counted only so far ahead: more pages exist than were counted.
        openEnded={totalIsLowerBound}
        onPage={(next) => {
          onPage(next);
          document.getElementById('job-list')?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
