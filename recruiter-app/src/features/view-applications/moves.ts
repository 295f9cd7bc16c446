import type { DecisionStatus } from 'shared-api/contract';
import type { ButtonVariant } from 'shared-ui/button';

/** Each move as a button says it, in the pipeline's order. */
export const MOVES: readonly { to: DecisionStatus; verb: string; variant: ButtonVariant }[] = [
  { to: 'Shortlisted', verb: 'Shortlist', variant: 'outline' },
  { to: 'Interviewing', verb: 'Interview', variant: 'outline' },
  { to: 'Accepted', verb: 'Accept', variant: 'success' },
  { to: 'Rejected', verb: 'Reject', variant: 'danger' },
];
