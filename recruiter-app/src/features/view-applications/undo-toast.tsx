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

/** Shows `message` with Undo; undoing closes the toast. Gone before the window ends. */
export function toastWithUndo(message: string, undo: () => void) {
  const id = toast.success(
    <UndoToast
      message={message}
      onUndo={() => {
        toast.dismiss(id);
        undo();
      }}
    />,
    { autoClose: 9_000 },
  );
}
