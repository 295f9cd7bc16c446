import { Link, useParams } from 'react-router-dom';
import { useCompany } from 'shared-api/company/get-company';
import { isApiError } from 'shared-api/http';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useCompanyJob } from './api/get-job';
import { EditJobForm } from './edit-job-form';
import { HeadedScreen } from '../../shared/page-heading';

function JobNotFound() {
  return (
    <StatusMessage
      heading
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

/** /dashboard/edit-job/:id: the job is asked for by its id, whatever page of the list it is on. */
export function EditJobPage() {
  usePageHead(genericPageHead('Edit Job'));
  const { id = '' } = useParams();
  const job = useCompanyJob(id);
  const company = useCompany();

  if (job.isError) {
    return isApiError(job.error) && (job.error.status === 404 || job.error.status === 400) ? (
      <JobNotFound />
    ) : (
      <StatusMessage heading tone="error" title="The job could not be loaded.">
        {job.error.message}
      </StatusMessage>
    );
  }
  if (company.isError) {
    return (
      <StatusMessage heading tone="error" title="Your company could not be loaded.">
        {company.error.message}
      </StatusMessage>
    );
  }
  const loaded = job.isSuccess && company.isSuccess ? job.data : undefined;
  // Shown jobs are public: another company's opens too, and could not be saved.
  if (loaded && loaded.companyId._id !== company.data?._id) return <JobNotFound />;
  // One heading from loading to the form: the focus a navigation put on it stays there. Keyed:
  // another job's form starts from that job's values, not from what was typed here.
  return (
    <HeadedScreen heading="Edit Job">
      {loaded ? <EditJobForm key={loaded._id} job={loaded} /> : <Spinner label="Loading the job" />}
    </HeadedScreen>
  );
}
