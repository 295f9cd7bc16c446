import { toast } from 'react-toastify';

/** The server's sentence with an Undo button: a move can be taken back for a few seconds. */
function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>{message}</span>
      <button
        type="button"
        onClick={onUndo}
        className="rounded-md border border-current px-2 py-0.5 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2"
      >
        Undo
      </button>
    </div>
  );
}

/**
 * A toast that goes while it holds the focus (Undo pressed, closed, timed out) would drop it on
 * the page's body, and the next Tab would start from the top: it goes back to where the person
 * was when the toast came, else to `near` (what the move was about), else to the page's heading.
 * Called as the toast is dismissed, before its exit animation (react-toastify's onClose).
 */
function returnFocus(cameFrom: Element | null, near?: () => HTMLElement | null) {
  if (!document.activeElement?.closest('.Toastify')) return;
  const heading = document.querySelector<HTMLElement>('h1');
  const stayed =
    cameFrom instanceof HTMLElement && cameFrom !== document.body && cameFrom.isConnected;
  const target = stayed ? cameFrom : (near?.() ?? heading);
  if (!target) return;
  if (target === heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus();
}

interface UndoToastOptions {
  /** Where the focus goes when the control the person was on has gone with the move. */
  near?: () => HTMLElement | null;
  /** Once the toast has gone, however (Undo, closed, timed out): the undo is no longer offered. */
  onGone?: () => void;
  /** Once its time has run out with the move not taken back, which only the eye would notice. */
  onExpired?: () => void;
}

/** An Undo the page offers too (a row's, the table's): `takeBack` is the same as the toast's. */
export interface UndoOffer {
  takeBack: () => void;
}

/** Shows `message` with Undo; undoing closes the toast. Gone before the window ends. */
export function toastWithUndo(
  message: string,
  undo: () => void,
  { near, onGone, onExpired }: UndoToastOptions = {},
): UndoOffer {
  const cameFrom = document.activeElement;
  let takenBack = false;
  const takeBack = () => {
    // A second press while the toast leaves would ask the server twice.
    if (takenBack) return;
    takenBack = true;
    toast.dismiss(id);
    undo();
  };
  const id = toast.success(<UndoToast message={message} onUndo={takeBack} />, {
    autoClose: 9_000,
    // `reason` is set when the person closes it (its close button, a swipe), unset when its
    // time runs out or a `toast.dismiss` closes it: none of the apps dismisses toasts it did not
    // make, and one that did (on a sign-out, say) would need to say so here.
    onClose: (reason) => {
      returnFocus(cameFrom, near);
      onGone?.();
      if (!takenBack && reason === undefined) onExpired?.();
    },
  });
  return { takeBack };
}
