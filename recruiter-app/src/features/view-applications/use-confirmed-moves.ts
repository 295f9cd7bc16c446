import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Application, DecisionStatus, UndoStatusBody } from 'shared-api/contract';
import { useBulkChangeStatus } from './api/bulk-change-status';
import { useChangeStatus } from './api/change-status';
import { useUndoStatus } from './api/undo-status';
import { CONFIRMED_MOVES, type PendingMove } from './confirm-move-dialog';
import { toastWithUndo, type UndoOffer } from './undo-toast';
import { useUndoEnded } from './use-undo-ended';

/** A move the page can take back: where it went, and whom it moved, to say so. */
type Made = Required<Pick<UndoStatusBody, 'id' | 'to'>> & { who: string };

/** What the table's Undo is about, beside the applicants' ids. */
const BULK = 'bulk';

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
  // The single moves whose toast is still up, by application: their row offers Undo too, where
  // a keyboard user is, rather than only in a toast the whole table away in the Tab order.
  const [undoable, setUndoable] = useState<ReadonlyMap<string, UndoOffer>>(new Map());
  // Only its own toast's: a second move of the same applicant has a toast of its own.
  const forget = (id: string, offer: UndoOffer) =>
    setUndoable((all) => {
      if (all.get(id) !== offer) return all;
      const rest = new Map(all);
      rest.delete(id);
      return rest;
    });
  // The last bulk move while its toast is up: the table offers its Undo too (just above it, a
  // short way back from the "select all" box the focus returns to after the move).
  const [bulkUndoable, setBulkUndoable] = useState<{ offer: UndoOffer; count: number } | null>(
    null,
  );
  const undoEnded = useUndoEnded();
  // Each undo names the stage its move went to, so that a move made since (by this page or a
  // teammate: stages only go forward) is refused rather than taken back in its place. Not the
  // stage it came from: that is the page's view, which a teammate's move can have made stale.
  const undoAll = (moves: readonly Made[]) => () => {
    const calls = moves.map(({ id, to }) => undo.mutateAsync({ id, to }));
    void Promise.allSettled(calls).then((results) => {
      const done = results.filter((result) => result.status === 'fulfilled');
      if (done.length === 0) return;
      const [first] = done;
      if (moves.length === 1 && first) {
        toast.success(first.value);
        return;
      }
      // The refusal's own toast says why; this one says who, among many, stayed where they are.
      const kept = moves.filter((_, index) => results[index]?.status === 'rejected');
      const undone = `${done.length} change${done.length === 1 ? '' : 's'} undone`;
      toast.success(
        kept.length === 0 ? undone : `${undone}; not undone: ${kept.map((m) => m.who).join(', ')}`,
      );
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
        .then((message) => {
          const { _id: id } = application;
          const made = { id, to: status, who: application.userId.name };
          const offer: UndoOffer = toastWithUndo(message, undoAll([made]), {
            // The applicant's name in its row (application-row.tsx), there whatever the stage.
            near: () => document.querySelector<HTMLElement>(`[data-applicant="${id}"]`),
            onGone: () => forget(id, offer),
            onExpired: () => undoEnded.expired(id, offer, made.who),
          });
          undoEnded.offered(id, offer);
          setUndoable((all) => new Map(all).set(id, offer));
        })
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
          const moves = chosen
            .filter(({ _id: id }) => !skipped.some((skip) => skip.id === id))
            .map(({ _id: id, userId }) => ({ id, to: status, who: userId.name }));
          const told = names.length > 0 ? `${message}. Skipped: ${names.join(', ')}` : message;
          const offer: UndoOffer = toastWithUndo(told, undoAll(moves), {
            onGone: () => setBulkUndoable((now) => (now?.offer === offer ? null : now)),
            onExpired: () => undoEnded.expired(BULK, offer, applicants(moves.length)),
          });
          if (moves.length === 0) return;
          undoEnded.offered(BULK, offer);
          setBulkUndoable({ offer, count: moves.length });
        })
        .catch(() => refused(ids));
    });
  };

  /** Undo from the row: the same as the toast's, which goes with it. */
  const undoOne = (id: string) => undoable.get(id)?.takeBack();

  /** Undo of the last bulk move from the page: the same as its toast's, which goes with it. */
  const bulkUndo = bulkUndoable && {
    label: `Undo the move of ${applicants(bulkUndoable.count)}`,
    undo: () => {
      setBulkUndoable(null);
      bulkUndoable.offer.takeBack();
    },
  };

  return {
    moveOne,
    moveMany,
    undoable,
    undoOne,
    bulkUndo,
    undoEnded: undoEnded.said,
    pending,
    closePending: () => setPending(null),
  };
}
