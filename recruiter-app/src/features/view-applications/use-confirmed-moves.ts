import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Application, DecisionStatus } from 'shared-api/contract';
import { useBulkChangeStatus } from './api/bulk-change-status';
import { useChangeStatus } from './api/change-status';
import { useUndoStatus } from './api/undo-status';
import { CONFIRMED_MOVES, type PendingMove } from './confirm-move-dialog';
import { toastWithUndo } from './undo-toast';

const applicants = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/**
 * The page's moves: Reject and Accept wait for a confirmation (`pending`), and every move made
 * is told in a toast whose Undo takes it back.
 */
export function useConfirmedMoves() {
  const move = useChangeStatus();
  const bulk = useBulkChangeStatus();
  const undo = useUndoStatus();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const undoAll = (ids: readonly string[]) => () => {
    void Promise.allSettled(ids.map((id) => undo.mutateAsync({ id }))).then((results) => {
      const done = results.filter((result) => result.status === 'fulfilled');
      if (done.length === 0) return;
      const [first] = done;
      toast.success(done.length === 1 && first ? first.value : `${done.length} changes undone`);
    });
  };
  const ask = (status: DecisionStatus, who: string, go: () => void) => {
    if (CONFIRMED_MOVES.includes(status)) setPending({ status, who, go });
    else go();
  };

  const moveOne = (application: Application, status: DecisionStatus) =>
    ask(status, `${application.userId.name} for ${application.jobId.title}`, () => {
      void move
        .mutateAsync({ id: application._id, status })
        .then((message) =>
          toastWithUndo(message, undoAll([application._id]), () =>
            // The applicant's name in its row (application-row.tsx), there whatever the stage.
            document.querySelector<HTMLElement>(`[data-applicant="${application._id}"]`),
          ),
        )
        .catch(() => {});
    });

  /**
   * Moves `chosen`; with `skipIneligible`, those that can, the others named in the toast.
   * `started` runs once confirmed, `refused` if the server moves nothing.
   */
  const moveMany = (
    chosen: readonly Application[],
    status: DecisionStatus,
    options: { skipIneligible: boolean; movable: readonly Application[] },
    started: () => void,
    refused: (ids: string[]) => void,
  ) => {
    const ids = chosen.map((application) => application._id);
    const movable = options.movable.map((application) => application._id);
    ask(status, applicants(options.skipIneligible ? movable.length : ids.length), () => {
      started();
      const body = options.skipIneligible
        ? { ids, status, skipIneligible: true, movable }
        : { ids, status };
      // Per call, not through mutate's callbacks, which would only hear the latest of several.
      void bulk
        .mutateAsync(body)
        .then(({ message, skipped = [] }) => {
          const names = skipped.map(({ id, reason }) => {
            const name = chosen.find((application) => application._id === id)?.userId.name;
            return `${name ?? id} (${reason})`;
          });
          const moved = ids.filter((id) => !skipped.some((skip) => skip.id === id));
          const told = names.length > 0 ? `${message}. Skipped: ${names.join(', ')}` : message;
          toastWithUndo(told, undoAll(moved));
        })
        .catch(() => refused(ids));
    });
  };

  return { moveOne, moveMany, pending, closePending: () => setPending(null) };
}
