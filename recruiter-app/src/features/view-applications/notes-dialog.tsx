import { useId, useState } from 'react';
import { addNoteBodySchema, NOTE_MAX_LENGTH, type Application } from 'shared-api/contract';
import { longDateTime } from 'shared-api/dates';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { Spinner } from 'shared-ui/spinner';
import { useAddNote, useNotes } from './api/notes';

/** The company's private notes on one application, newest first, and a box to add one. */
export function NotesDialog({
  application,
  onClose,
}: {
  application: Application;
  onClose: () => void;
}) {
  const notes = useNotes(application._id);
  const add = useAddNote();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();

  const submit = () => {
    if (add.isPending) return;
    const body = addNoteBodySchema.safeParse({ applicationId: application._id, text });
    if (!body.success) {
      setProblem(body.error.issues[0]?.message ?? 'Write the note first');
      return;
    }
    setProblem(null);
    add.mutate(body.data, {
      onSuccess: () => setText(''),
    });
  };

  return (
    <Dialog title={`Notes on ${application.userId.name}`} onClose={onClose}>
      <p className="mt-1 text-center text-sm text-gray-600">
        {application.jobId.title} · only your company sees these
      </p>
      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-gray-700">
          New note
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
        />
        {problem ? (
          <p id={problemId} role="alert" className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="text-xs text-gray-500">
            {text.length.toLocaleString('en')} / {NOTE_MAX_LENGTH.toLocaleString('en')}
          </span>
          {/* aria-disabled, not disabled: a disabled button drops focus out of the dialog, and
              Escape and Tab would then no longer reach it. */}
          <Button type="submit" aria-disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      </form>
      <h2 className="mt-6 text-sm font-medium text-gray-800">Earlier notes</h2>
      {notes.isPending ? (
        <Spinner label="Loading notes" />
      ) : notes.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {notes.error.message}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No notes yet.</p>
      ) : (
        <ul aria-label="Notes" tabIndex={0} className="mt-2 max-h-64 space-y-3 overflow-y-auto">
          {notes.data.map((note) => (
            <li key={note._id} className="rounded-md bg-gray-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-gray-800">{note.text}</p>
              {note.by ? <p className="text-xs font-medium text-gray-700">{note.by.name}</p> : null}
              <time dateTime={new Date(note.date).toISOString()} className="text-xs text-gray-500">
                {longDateTime(note.date)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
