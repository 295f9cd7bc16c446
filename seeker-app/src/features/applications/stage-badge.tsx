import type { ApplicationStatus } from 'shared-api/contract';
import { StageBadge as Badge, type StagePalette } from 'shared-ui/stage-badge';

/**
 * The stages still under way each have their own hue, so a seeker sees one move on without
 * reading every word. Each text on its background is above 7:1.
 */
export const SEEKER_PALETTE: StagePalette<ApplicationStatus> = {
  Pending: 'bg-blue-100 text-blue-800',
  Shortlisted: 'bg-violet-100 text-violet-800',
  Interviewing: 'bg-amber-100 text-amber-900',
  Accepted: 'bg-green-100 text-green-800',
  Rejected: 'bg-red-100 text-red-800',
  Withdrawn: 'bg-gray-200 text-gray-800',
};

export function StageBadge({ status }: { status: ApplicationStatus }) {
  return <Badge stage={status} palette={SEEKER_PALETTE} />;
}
