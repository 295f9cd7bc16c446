import moment from 'moment';
import { Link } from 'react-router-dom';
import type { RecruiterJob } from 'shared-api/contract';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';
import { useChangeVisibility } from './api/change-visibility';
import { JobActions } from './job-actions';
import { ClosingDate, JobStatusBadge } from './job-status';

/** The count links to View Applications filtered to the job; its text stays the bare number. */
function ApplicantsCount({ job }: { job: RecruiterJob }) {
  if (job.applicants === 0) return <>0</>;
  return (
    <Link
      to={`/dashboard/view-applications?jobId=${job._id}`}
      aria-label={`${job.applicants} applicant${job.applicants === 1 ? '' : 's'} for ${job.title}`}
      className="inline-block min-w-8 rounded px-2 py-1 font-medium text-brand-700 underline hover:bg-brand-50"
    >
      {job.applicants}
    </Link>
  );
}

export function JobsTable({
  jobs,
  firstNumber,
  onClose,
}: {
  jobs: RecruiterJob[];
  /** The first row's number: rows count on across pages. */
  firstNumber: number;
  onClose: (job: RecruiterJob) => void;
}) {
  const visibility = useChangeVisibility();
  return (
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
        {jobs.map((job, index) => (
          <tr key={job._id}>
            <td className={`${tdClass} max-sm:hidden`}>{firstNumber + index}</td>
            <td className={tdClass}>{job.title}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{moment(job.date).format('ll')}</td>
            <td className={tdClass}>{job.location}</td>
            <td className={`${tdClass} text-center`}>
              <ApplicantsCount job={job} />
            </td>
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
              <JobActions job={job} onClose={() => onClose(job)} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
