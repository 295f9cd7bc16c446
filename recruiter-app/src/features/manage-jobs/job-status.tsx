import moment from 'moment';
import type { JobStatus, RecruiterJob } from 'shared-api/contract';
import { shortDate } from 'shared-api/dates';
import { closingLabel, daysUntil } from 'shared-api/jobs/job-terms';

const statuses: Record<JobStatus, { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-green-100 text-green-800' },
  closed: { label: 'Closed', tone: 'bg-gray-200 text-gray-800' },
  expired: { label: 'Expired', tone: 'bg-amber-100 text-amber-900' },
};

const hiddenStatus = { label: 'Hidden', tone: 'bg-slate-100 text-slate-800' };

export const jobStatusLabel = (status: JobStatus) => statuses[status].label;

/**
 * Open, Hidden, Closed or Expired: told by its word, the colour only helps. An open job its
 * company has hidden is open to nobody, so it reads Hidden; a closed one reads Closed either way.
 */
export function JobStatusBadge({
  status,
  hidden = false,
}: {
  status: JobStatus;
  hidden?: boolean;
}) {
  const { label, tone } = status === 'open' && hidden ? hiddenStatus : statuses[status];
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2.5 py-1 text-xs font-medium ${tone}`}
    >
      {label}
    </span>
  );
}

const SOON_DAYS = 7;

/**
 * The closing date; while the job is open, in the words job seekers read ('Closes in 5 days').
 * The short date: it is a column of the crowded Manage Jobs table (decision 47).
 */
export function ClosingDate({ job }: { job: Pick<RecruiterJob, 'closesAt' | 'status'> }) {
  const soon = daysUntil(job.closesAt) < SOON_DAYS;
  const hint =
    job.status === 'open'
      ? closingLabel(job.closesAt)
      : job.status === 'expired'
        ? `Ended ${moment(job.closesAt).fromNow()}`
        : null;
  return (
    <span className="whitespace-nowrap">
      {shortDate(job.closesAt)}
      {hint ? (
        <span
          className={`block text-xs ${job.status === 'open' && soon ? 'font-medium text-amber-800' : 'text-gray-500'}`}
        >
          {hint}
        </span>
      ) : null}
    </span>
  );
}
