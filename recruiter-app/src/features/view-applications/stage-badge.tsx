import type { ApplicationStatus } from 'shared-api/contract';
import { StageBadge as Badge, type StagePalette } from 'shared-ui/stage-badge';

/** Every stage its own hue: a recruiter scans a long table by stage. */
export const RECRUITER_PALETTE: StagePalette<ApplicationStatus> = {
  Pending: 'bg-blue-100 text-blue-800',
  Shortlisted: 'bg-indigo-100 text-indigo-800',
  Interviewing: 'bg-amber-100 text-amber-900',
  Accepted: 'bg-green-100 text-green-800',
  Rejected: 'bg-red-100 text-red-800',
  Withdrawn: 'bg-gray-200 text-gray-800',
};

export function StageBadge({ status }: { status: ApplicationStatus }) {
  return <Badge stage={status} palette={RECRUITER_PALETTE} size="compact" />;
}
