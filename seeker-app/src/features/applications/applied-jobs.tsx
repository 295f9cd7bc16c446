import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Application } from 'shared-api/contract';
import { useMyApplications } from 'shared-api/users/list-applications';
import { buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { TableBox, thClass } from 'shared-ui/table-box';
import { useLiveApplicationStatus } from './api/live-status';
import { AppliedJobRow } from './applied-job-row';
import { WithdrawDialog } from './withdraw-dialog';

/** 'Jobs Applied': Company, Job Title, Location, Date (long format), Status, and Withdraw. */
export function AppliedJobs() {
  const applications = useMyApplications();
  const [confirming, setConfirming] = useState<Application | null>(null);
  const [withdrawnId, setWithdrawnId] = useState<string | null>(null);
  // Recruiters' moves arrive while the page is open: the badge changes, and this says so.
  const liveNote = useLiveApplicationStatus();
  return (
    // Not a landmark of its own: the table's scroll box is one, named the same (landmark-unique).
    <section>
      <h2 className="mb-4 text-xl font-semibold">Jobs Applied</h2>
      <p role="status" className="sr-only">
        {liveNote}
      </p>
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
        // Stacked rows below `sm`, so a phone shows every field and Withdraw without scrolling
        // sideways; the table as the spec lays it out from there up.
        <div className="max-sm:[&_table]:block">
          <TableBox label="Jobs Applied">
            <thead className="max-sm:sr-only">
              <tr>
                <th className={thClass}>Company</th>
                <th className={thClass}>Job Title</th>
                <th className={thClass}>Location</th>
                <th className={thClass}>Date</th>
                <th className={thClass}>Status</th>
                <th className={thClass}>Action</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {applications.data.map((application) => (
                <AppliedJobRow
                  key={application._id}
                  application={application}
                  justWithdrawn={application._id === withdrawnId}
                  onWithdraw={setConfirming}
                />
              ))}
            </tbody>
          </TableBox>
        </div>
      )}
      {confirming ? (
        <WithdrawDialog
          application={confirming}
          onDone={() => setConfirming(null)}
          onWithdrawn={() => {
            setConfirming(null);
            setWithdrawnId(confirming._id);
          }}
        />
      ) : null}
    </section>
  );
}
