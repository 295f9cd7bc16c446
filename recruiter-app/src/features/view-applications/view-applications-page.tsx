import { toast } from 'react-toastify';
import { useChangeStatus } from './api/change-status';
import { useApplicants } from './api/list-applicants';
import { Avatar } from 'shared-ui/avatar';
import { Button } from 'shared-ui/button';
import { Icon } from 'shared-ui/icon';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';

export function ViewApplicationsPage() {
  const applicants = useApplicants();
  const decide = useChangeStatus();

  if (applicants.isPending) return <Spinner label="Loading applications" />;
  if (applicants.isError) {
    return (
      <StatusMessage tone="error" title="Applications could not be loaded.">
        {applicants.error.message}
      </StatusMessage>
    );
  }
  // Rows missing a job or a user (deleted since) are skipped.
  const rows = applicants.data.filter((a) => Boolean(a.jobId._id && a.userId._id));
  if (rows.length === 0) return <StatusMessage title="No Applications Available" />;

  return (
    <div className="max-w-5xl">
      <h1 className="mb-4 text-2xl font-medium">View Applications</h1>
      <TableBox label="Applications">
        <thead>
          <tr>
            <th className={`${thClass} max-sm:hidden`}>#</th>
            <th className={thClass}>User Name</th>
            <th className={thClass}>Job Title</th>
            <th className={thClass}>Location</th>
            <th className={thClass}>Resume</th>
            <th className={thClass}>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((application, index) => (
            <tr key={application._id}>
              <td className={`${tdClass} max-sm:hidden`}>{index + 1}</td>
              <td className={tdClass}>
                <span className="flex items-center gap-2 whitespace-nowrap">
                  <Avatar name={application.userId.name} src={application.userId.image} />
                  {application.userId.name}
                </span>
              </td>
              <td className={tdClass}>{application.jobId.title}</td>
              <td className={tdClass}>{application.jobId.location}</td>
              <td className={tdClass}>
                {application.userId.resume ? (
                  <a
                    href={application.userId.resume}
                    download
                    aria-label={`Resume of ${application.userId.name}`}
                    className="inline-flex items-center gap-1 rounded bg-blue-50 px-3 py-1 text-blue-700 hover:bg-blue-100"
                  >
                    Resume
                    <Icon name="download" className="h-4 w-4" />
                  </a>
                ) : (
                  <span className="text-gray-400">None</span>
                )}
              </td>
              <td className={tdClass}>
                {application.status === 'Pending' ? (
                  <span className="flex gap-2">
                    {(['Accepted', 'Rejected'] as const).map((status) => (
                      <Button
                        key={status}
                        variant={status === 'Accepted' ? 'success' : 'danger'}
                        className="px-3 py-1"
                        aria-label={`${status === 'Accepted' ? 'Accept' : 'Reject'} ${application.userId.name} for ${application.jobId.title}`}
                        disabled={decide.isPending && decide.variables.id === application._id}
                        onClick={() =>
                          decide.mutate(
                            { id: application._id, status },
                            { onSuccess: (message) => toast.success(message) },
                          )
                        }
                      >
                        {status === 'Accepted' ? 'Accept' : 'Reject'}
                      </Button>
                    ))}
                  </span>
                ) : (
                  <span>{application.status}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
    </div>
  );
}
