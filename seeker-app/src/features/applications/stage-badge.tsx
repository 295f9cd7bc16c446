import type { ApplicationStatus } from 'shared-api/contract';

// Only the outcomes get their own colour: the stages still under way all read as "waiting".
const tones: Partial<Record<ApplicationStatus, string>> = {
  Accepted: 'bg-green-100 text-green-800',
  Rejected: 'bg-red-100 text-red-800',
  Withdrawn: 'bg-gray-200 text-gray-800',
};

/** An application's stage, told by its word; the colour only helps. */
export function StageBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-4 py-1.5 text-sm ${tones[status] ?? 'bg-blue-100 text-blue-800'}`}
    >
      {status}
    </span>
  );
}
