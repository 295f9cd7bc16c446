import { Link, useParams } from 'react-router-dom';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useCompanyJobs } from '../../shared/api/list-jobs';
import { EditJobForm } from './edit-job-form';

/** /dashboard/edit-job/:id: the job comes from the company's own list, which Manage Jobs shares. */
export function EditJobPage() {
  const { id } = useParams();
  const jobs = useCompanyJobs();
  const job = jobs.data?.find((candidate) => candidate._id === id);

  // A list cached before the job existed (a copy just made) is being asked again.
  if (jobs.isPending || (!job && jobs.isFetching)) return <Spinner label="Loading the job" />;
  if (jobs.isError) {
    return (
      <StatusMessage tone="error" title="The job could not be loaded.">
        {jobs.error.message}
      </StatusMessage>
    );
  }
  if (!job) {
    return (
      <StatusMessage
        title="Job not found"
        action={
          <Link to="/dashboard/manage-jobs" className={buttonClass('outline')}>
            Back to Manage Jobs
          </Link>
        }
      >
        It is not one of your company&apos;s jobs.
      </StatusMessage>
    );
  }
  // Keyed: another job's form starts from that job's values, not from what was typed here.
  return <EditJobForm key={job._id} job={job} />;
}
