import { Link, useNavigate } from 'react-router-dom';
import type { RecruiterJob } from 'shared-api/contract';
import { PendingButton, buttonClass } from 'shared-ui/button';
import { useMayChange } from '../../shared/api/signed-in-member';
import { useDuplicateJob } from './api/duplicate-job';
import { useReopenJob } from './api/reopen-job';

// Important: buttonClass's own padding would otherwise win, and four buttons share one cell.
const small = 'px-2.5! py-1!';
// A line of buttons in a card; two by two in the table, whose width they would otherwise take.
const group = 'flex flex-wrap gap-2 xl:grid xl:grid-cols-[auto_auto] xl:gap-1.5';

/** A row's Edit, Close or Reopen, Duplicate, and its Insights page. Close asks first (`onClose` opens the dialog). */
export function JobActions({ job, onClose }: { job: RecruiterJob; onClose: () => void }) {
  const reopen = useReopenJob();
  const duplicate = useDuplicateJob();
  const navigate = useNavigate();
  const open = job.status === 'open';
  // A viewer gets the insights only: every other action changes the job.
  const changes = useMayChange();
  const insights = (
    <Link
      to={`/dashboard/insights/${job._id}`}
      aria-label={`Insights for ${job.title}`}
      className={buttonClass('outline', small)}
    >
      Insights
    </Link>
  );
  if (!changes) return <span className="flex">{insights}</span>;

  return (
    <span className={group}>
      <Link
        to={`/dashboard/edit-job/${job._id}`}
        aria-label={`Edit ${job.title}`}
        className={buttonClass('outline', small)}
      >
        Edit
      </Link>
      {/* One button for both, so focus comes back to it when the dialog closes the job. */}
      <PendingButton
        variant={open ? 'danger' : 'success'}
        // As wide either way, so every row's buttons wrap alike.
        className={`${small} min-w-19`}
        aria-label={`${open ? 'Close' : 'Reopen'} ${job.title}`}
        pending={reopen.isPending}
        pendingLabel="Reopening…"
        onClick={() => (open ? onClose() : reopen.mutate({ id: job._id }))}
      >
        {open ? 'Close' : 'Reopen'}
      </PendingButton>
      <PendingButton
        variant="outline"
        className={small}
        aria-label={`Duplicate ${job.title}`}
        pending={duplicate.isPending}
        pendingLabel="Duplicating…"
        onClick={() =>
          duplicate.mutate(job._id, {
            onSuccess: ({ id }) => void navigate(`/dashboard/edit-job/${id}`),
          })
        }
      >
        Duplicate
      </PendingButton>
      {insights}
    </span>
  );
}
