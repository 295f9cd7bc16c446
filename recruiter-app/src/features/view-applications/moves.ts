import { DECISION_STATUSES, type DecisionStatus } from 'shared-api/contract';
import type { ButtonVariant } from 'shared-ui/button';

export interface MoveButton {
  verb: string;
  variant: ButtonVariant;
}

/** How each move's button says it; every stage a company moves to needs one. */
export const MOVE_BUTTONS: Readonly<Record<DecisionStatus, MoveButton>> = {
  Shortlisted: { verb: 'Shortlist', variant: 'outline' },
  Interviewing: { verb: 'Interview', variant: 'outline' },
  Accepted: { verb: 'Accept', variant: 'success' },
  Rejected: { verb: 'Reject', variant: 'danger' },
};

/** The moves as buttons, in the contract's order of the stages they lead to. */
export const movesFor = <Stage extends string>(
  stages: readonly Stage[],
  buttons: Readonly<Record<Stage, MoveButton>>,
) => stages.map((to) => ({ to, ...buttons[to] }));

export const MOVES = movesFor(DECISION_STATUSES, MOVE_BUTTONS);
