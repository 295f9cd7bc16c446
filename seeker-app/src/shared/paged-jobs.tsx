import type { ReactNode } from 'react';
import { JOB_PAGE_SIZE, type JobListParams } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { Pagination } from 'shared-ui/pagination';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useJobs } from './api/list-jobs';
import { SeekerJobCard } from './seeker-job-card';

/**
 * One page of jobs from the server, newest first, as cards with pagination: the home page's
 * 'Latest Jobs' and a company's open jobs. `anchorId` is the section scrolled to on paging, its
 * heading then given the keyboard's focus; `empty` is shown when nothing matches.
 */
export function PagedJobs({
  params,
  onPage,
  anchorId,
  empty,
  linkCompany = true,
}: {
  params: JobListParams;
  onPage: (page: number) => void;
  anchorId: string;
  empty: ReactNode;
  linkCompany?: boolean;
}) {
  const { page = 1 } = params;
  const query = useJobs(params);

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
      empty
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData}>
      <div
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {jobs.map((job) => (
          <SeekerJobCard key={job._id} job={job} linkCompany={linkCompany} />
        ))}
      </div>
      <Pagination
        page={page}
        pages={pages}
        // Broad searches are counted only so far ahead: more pages exist than were counted.
        openEnded={totalIsLowerBound}
        onPage={(next) => {
          onPage(next);
          const section = document.getElementById(anchorId);
          section?.scrollIntoView({ block: 'start' });
          // The page is now at the list's top, far from the row of buttons: the focus goes where
          // the eyes do, to the heading that names the list (focusable by script only), so a
          // screen reader says where it is and the next Tab reaches the first new card.
          const headingId = section?.getAttribute('aria-labelledby');
          const heading = headingId ? document.getElementById(headingId) : null;
          heading?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}
