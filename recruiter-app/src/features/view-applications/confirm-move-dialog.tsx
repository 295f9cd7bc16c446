import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import type { DecisionStatus } from 'shared-api/contract';
import { MOVE_BUTTONS } from './moves';

/** A move that needs a second look before it is made: Reject and Accept tell the candidate. */
export interface PendingMove {
  status: DecisionStatus;
  /** "Jane Doe for Frontend Developer", or "3 applicants". */
  who: string;
  go: () => void;
}

/** The moves a recruiter confirms first; the others are easy to make again or take back. */
export const CONFIRMED_MOVES: readonly DecisionStatus[] = ['Accepted', 'Rejected'];

/** "Reject Jane Doe for Frontend Developer?": the dialog names who and what, then acts. */
export function ConfirmMoveDialog({ move, onClose }: { move: PendingMove; onClose: () => void }) {
  const { verb, variant } = MOVE_BUTTONS[move.status];
  return (
    <Dialog title={`${verb} ${move.who}?`} onClose={onClose}>
      <p className="mt-4 text-center text-sm text-gray-600">
        The candidate is emailed a few seconds after; until then you can undo it.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant={variant}
          onClick={() => {
            onClose();
            move.go();
          }}
        >
          {verb}
        </Button>
      </div>
    </Dialog>
  );
}
