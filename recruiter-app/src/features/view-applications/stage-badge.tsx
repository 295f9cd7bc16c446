import type { ApplicationStatus } from 'shared-api/contract';

const tones: Record<ApplicationStatus, string> = {
  Pending: 'bg-blue-100 text-blue-800',
  Shortlisted: 'bg-indigo-100 text-indigo-800',
  Interviewing: 'bg-amber-100 text-amber-900',
  Accepted: 'bg-green-100 text-green-800',
  Rejected: 'bg-red-100 text-red-800',
  Withdrawn: 'bg-gray-200 text-gray-800',
};

/** An application's stage, told by its word; the colour only helps. */
export function StageBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2.5 py-1 text-xs font-medium ${tones[status]}`}
    >
      {status}
    </span>
  );
}
