import { useId } from 'react';
import { canMove, type Application, type DecisionStatus } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { MOVES } from './moves';
import { useMayChange } from '../../shared/api/signed-in-member';

/**
 * The moves for every selected application at once. A move only some of them may make is
 * offered for those ("Reject the 3 that can"): the others are skipped and named.
 */
export function BulkBar({
  selected,
  onMove,
  onClear,
}: {
  selected: readonly Application[];
  onMove: (status: DecisionStatus, skipIneligible: boolean) => void;
  onClear: () => void;
}) {
  const hintId = useId();
  const count = selected.length;
  const changes = useMayChange();
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-200 bg-white p-3 shadow-lg"
    >
      <div className="flex items-center justify-between gap-3 max-sm:w-full">
        <p className="text-sm font-medium text-gray-800" aria-live="polite">
          {count} selected
        </p>
        <Button variant="ghost" className="px-2! py-1!" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 max-sm:w-full sm:flex sm:flex-wrap">
        {MOVES.map((move) => {
          const can = selected.filter((application) => canMove(application.status, move.to));
          const some = can.length > 0 && can.length < count;
          return (
            <Button
              key={move.to}
              variant={move.variant}
              className="px-3! py-1.5!"
              disabled={!changes || can.length === 0}
              aria-describedby={hintId}
              onClick={() => onMove(move.to, some)}
            >
              {some ? `${move.verb} the ${can.length} that can` : `${move.verb} selected`}
            </Button>
          );
        })}
      </div>
      <p id={hintId} className="w-full text-xs text-gray-600">
        A move some of the selected cannot make applies to those that can; the others are skipped.
      </p>
    </div>
  );
}
