import '../../styles.css';
import { Link, useParams } from 'react-router-dom';
import { useJob } from './api/get-job';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button, buttonClass } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { isMissingJob, isRemovedJob, jobHead } from './job-head';
import { WithFooter } from '../../shared/site-footer';
import { JobPosting } from './job-posting';

const backToJobs = (
  <Link to="/" className={buttonClass('outline')}>
    Browse all jobs
  </Link>
);

export default function JobDetailPage() {
  return (
    <WithFooter>
      <JobDetail />
    </WithFooter>
  );
}

function JobDetail() {
  const { id = '' } = useParams();
  const job = useJob(id);
  usePageHead(jobHead(job));

  if (job.isPending) return <FullScreenSpinner label="Loading job" />;
  if (job.isError) {
    return isRemovedJob(job.error) ? (
      <StatusMessage heading title={`${job.error.message}.`} action={backToJobs}>
        The company has deleted its account, and its jobs with it.
      </StatusMessage>
    ) : isMissingJob(job.error) ? (
      <StatusMessage heading title="This job is not available." action={backToJobs}>
        It may have been filled or taken down by the company.
      </StatusMessage>
    ) : (
      <StatusMessage
        heading
        tone="error"
        title="This job could not be shown."
        action={<Button onClick={() => void job.refetch()}>Try again</Button>}
      >
        {job.error.message}
      </StatusMessage>
    );
  }
  // Keyed, so an apply refused on one job does not close the next one opened from More Jobs.
  return <JobPosting key={job.data._id} job={job.data} />;
}
