import { canMove, NEXT_STATUSES, type DecisionStatus } from 'shared-api/contract';
import { conflict, notFound, type HttpError } from '../platform/http-error';
import type { ApplicationState } from './pipeline-queries';

export const MOVED: Record<DecisionStatus, string> = {
  Shortlisted: 'shortlisted',
  Interviewing: 'moved to Interviewing',
  Accepted: 'accepted',
  Rejected: 'rejected',
};

const APPLICATION_NOT_FOUND = 'Application not found';

/**
 * Whether the application is there and the company's own. Another company's application
 * answers exactly as a missing one (decision 0004): a 403 would confirm that its id is real.
 */
const isOwn = (companyId: string, state: ApplicationState | undefined): state is ApplicationState =>
  state !== undefined && state.companyId === companyId;

/** The company's own application, or the 404 a missing one gets. */
export function ownApplication(
  companyId: string,
  state: ApplicationState | undefined,
): ApplicationState {
  if (!isOwn(companyId, state)) throw notFound(APPLICATION_NOT_FOUND);
  return state;
}

/** Why the company may not move this application to `to`, or null when it may. */
export function refusal(
  companyId: string,
  state: ApplicationState | undefined,
  to: DecisionStatus,
): HttpError | null {
  if (!isOwn(companyId, state)) return notFound(APPLICATION_NOT_FOUND);
  if (canMove(state.status, to)) return null;
  if (NEXT_STATUSES[state.status].length === 0) {
    return conflict(`This application is already ${state.status}: it cannot change any more`);
  }
  return state.status === to
    ? conflict(`This application is already ${to}`)
    : conflict(`An application cannot go from ${state.status} to ${to}`);
}
