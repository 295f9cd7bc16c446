import { homeJobListParams, type JobSearch } from 'shared-api/jobs/home-search';
import { StatusMessage } from 'shared-ui/status-message';
import { PagedJobs } from '../../shared/paged-jobs';

/** 'Latest Jobs': one page of the matching jobs from the server, newest first. */
export function JobList({ search, onPage }: { search: JobSearch; onPage: (page: number) => void }) {
  return (
    <PagedJobs
      params={homeJobListParams(search)}
      onPage={onPage}
      anchorId="job-list"
      empty={
        <StatusMessage title="No jobs match your search">
          Try fewer filters or another title or location.
        </StatusMessage>
      }
    />
  );
}
