import { canMove, NEXT_STATUSES, type DecisionStatus } from 'shared-api/contract';
import { conflict, forbidden, notFound, type HttpError } from '../platform/http-error';
import type { ApplicationState } from './pipeline-queries';

export const MOVED: Record<DecisionStatus, string> = {
  Shortlisted: 'shortlisted',
  Interviewing: 'moved to Interviewing',
  Accepted: 'accepted',
  Rejected: 'rejected',
};

/** Why the company may not move this application to `to`, or null when it may. */
export function refusal(
  companyId: string,
  state: ApplicationState | undefined,
  to: DecisionStatus,
): HttpError | null {
  if (!state) return notFound('Application not found');
  if (state.companyId !== companyId) {
    return forbidden('You can only review applications to your own jobs');
  }
  if (canMove(state.status, to)) return null;
  if (NEXT_STATUSES[state.status].length === 0) {
    return conflict(`This application is already ${state.status}: it cannot change any more`);
  }
  return state.status === to
    ? conflict(`This application is already ${to}`)
    : conflict(`An application cannot go from ${state.status} to ${to}`);
}
