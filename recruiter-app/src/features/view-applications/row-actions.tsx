import { useEffect, useRef } from 'react';
import { canMove, type Application, type DecisionStatus } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { MOVES } from './moves';
import { useMayChange } from '../../shared/api/signed-in-member';
import { useFocusHandover } from './use-focus-handover';

// Important: buttonClass's own padding would otherwise win, and up to five buttons share a cell.
const small = 'px-2.5! py-1!';

/** The moves an application's stage allows, and its notes. */
export function RowActions({
  application,
  describedBy,
  onMove,
  onUndo,
  onOpenNotes,
}: {
  application: Application;
  /** The job title's element: two applications of one person differ by it. */
  describedBy: string;
  onMove: (status: DecisionStatus) => void;
  /** The move just made, to take back (while its toast is up). */
  onUndo?: (() => void) | undefined;
  onOpenNotes: () => void;
}) {
  const { status, userId: person } = application;
  // A viewer is offered no moves; the server refuses them all the same.
  const changes = useMayChange();
  const actions = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const notes = useRef<HTMLButtonElement>(null);
  // Notes is there at every stage: where the keyboard goes when Undo leaves with its toast.
  const undoRef = useFocusHandover(notes);

  // A move removes the button that made it: focus goes on to the row's next button.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [status]);

  return (
    <span ref={actions} className="flex flex-wrap gap-2 @min-[60rem]:min-w-44">
      {MOVES.filter((move) => changes && canMove(status, move.to)).map((move) => (
        <Button
          key={move.to}
          variant={move.variant}
          className={small}
          aria-label={`${move.verb} ${person.name}`}
          aria-describedby={describedBy}
          onClick={() => {
            refocus.current = true;
            onMove(move.to);
          }}
        >
          {move.verb}
        </Button>
      ))}
      {onUndo ? (
        <Button
          ref={undoRef}
          variant="outline"
          className={small}
          aria-label={`Undo the move of ${person.name}`}
          aria-describedby={describedBy}
          onClick={() => {
            // The button goes with the toast, and after Accept or Reject it is the row's only
            // one besides Notes: the keyboard stays in the row, on Notes, there at every stage.
            notes.current?.focus();
            onUndo();
          }}
        >
          Undo
        </Button>
      ) : null}
      <Button
        ref={notes}
        variant="ghost"
        className={`${small} underline`}
        aria-label={`Notes on ${person.name}`}
        aria-describedby={describedBy}
        onClick={onOpenNotes}
      >
        Notes
      </Button>
    </span>
  );
}
