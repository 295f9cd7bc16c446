import moment from 'moment';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RecruiterJob } from 'shared-api/contract';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';
import { useCompanyJobs } from '../../shared/api/list-jobs';
import { useChangeVisibility } from './api/change-visibility';
import { CloseJobDialog } from './close-job-dialog';
import { JobActions } from './job-actions';
import { ClosingDate, JobStatusBadge } from './job-status';

const addJob = (
  <Link to="/dashboard/add-job" className={buttonClass('primary', 'py-2.5')}>
    Add new Job
  </Link>
);

export function ManageJobsPage() {
  const jobs = useCompanyJobs();
  const visibility = useChangeVisibility();
  const [closing, setClosing] = useState<RecruiterJob | null>(null);

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
            <th className={thClass}>Status</th>
            <th className={thClass}>Closing Date</th>
            <th className={thClass}>Visible</th>
            <th className={thClass}>Actions</th>
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
                <JobStatusBadge status={job.status} />
              </td>
              <td className={tdClass}>
                <ClosingDate job={job} />
              </td>
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
              <td className={tdClass}>
                <JobActions job={job} onClose={() => setClosing(job)} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
      <div className="mt-4 flex justify-end">{addJob}</div>
      {closing ? <CloseJobDialog job={closing} onDone={() => setClosing(null)} /> : null}
    </div>
  );
}
