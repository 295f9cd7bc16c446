import moment from 'moment';
import { Link } from 'react-router-dom';
import { useMyApplications } from 'shared-api/users/list-applications';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusBadge } from 'shared-ui/status-badge';
import { StatusMessage } from 'shared-ui/status-message';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';

/** 'Jobs Applied': Company, Job Title, Location, Date (long format), Status. */
export function AppliedJobs() {
  const applications = useMyApplications();
  return (
    <section aria-labelledby="jobs-applied">
      <h2 id="jobs-applied" className="mb-4 text-xl font-semibold">
        Jobs Applied
      </h2>
      {applications.isPending ? (
        <Spinner label="Loading your applications" />
      ) : applications.isError ? (
        <StatusMessage tone="error" title="Your applications could not be loaded.">
          {applications.error.message}
        </StatusMessage>
      ) : applications.data.length === 0 ? (
        <StatusMessage
          title="You have not applied to any jobs yet."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Browse jobs
            </Link>
          }
        />
      ) : (
        <TableBox label="Jobs Applied">
          <thead>
            <tr>
              <th className={thClass}>Company</th>
              <th className={thClass}>Job Title</th>
              <th className={thClass}>Location</th>
              <th className={thClass}>Date</th>
              <th className={thClass}>Status</th>
            </tr>
          </thead>
          <tbody>
            {applications.data.map((application) => (
              <tr key={application._id}>
                <td className={tdClass}>
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    <img
                      className="h-8 w-8 object-contain"
                      src={application.companyId.image}
                      alt={`${application.companyId.name} logo`}
                    />
                    {application.companyId.name}
                  </span>
                </td>
                <td className={tdClass}>{application.jobId.title}</td>
                <td className={tdClass}>{application.jobId.location}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {moment(application.date).format('LL')}
                </td>
                <td className={tdClass}>
                  <StatusBadge status={application.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
    </section>
  );
}
