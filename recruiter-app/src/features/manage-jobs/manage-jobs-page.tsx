import moment from 'moment';
import { Link } from 'react-router-dom';
import { useChangeVisibility } from './api/change-visibility';
import { useCompanyJobs } from './api/list-jobs';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';

const addJob = (
  <Link to="/dashboard/add-job" className={buttonClass('primary', 'py-2.5')}>
    Add new Job
  </Link>
);

export function ManageJobsPage() {
  const jobs = useCompanyJobs();
  const visibility = useChangeVisibility();

  if (jobs.isPending) return <Spinner label="Loading your jobs" />;
  if (jobs.isError) {
    return (
      <StatusMessage tone="error" title="Your jobs could not be loaded.">
        {jobs.error.message}
      </StatusMessage>
    );
  }
  if (jobs.data.length === 0)
    return <StatusMessage title="No Jobs Available or Posted" action={addJob} />;

  return (
    <div className="max-w-5xl">
      <h1 className="mb-4 text-2xl font-medium">Manage Jobs</h1>
      <TableBox label="Your jobs">
        <thead>
          <tr>
            <th className={`${thClass} max-sm:hidden`}>#</th>
            <th className={thClass}>Job Title</th>
            <th className={thClass}>Date</th>
            <th className={thClass}>Location</th>
            <th className={`${thClass} text-center`}>Applicants</th>
            <th className={thClass}>Visible</th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.map((job, index) => (
            <tr key={job._id}>
              <td className={`${tdClass} max-sm:hidden`}>{index + 1}</td>
              <td className={tdClass}>{job.title}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{moment(job.date).format('ll')}</td>
              <td className={tdClass}>{job.location}</td>
              <td className={`${tdClass} text-center`}>{job.applicants}</td>
              <td className={tdClass}>
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  aria-label={`Visible: ${job.title}`}
                  checked={job.visible}
                  disabled={visibility.isPending && visibility.variables === job._id}
                  onChange={() => visibility.mutate(job._id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      <div className="mt-4 flex justify-end">{addJob}</div>
    </div>
  );
}
