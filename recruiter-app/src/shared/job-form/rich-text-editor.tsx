import type Quill from 'quill';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { Button } from 'shared-ui/button';

/**
 * The job description editor. Quill is imported here, when the editor mounts, so it is
 * downloaded by the job form's pages only.
 */
export function RichTextEditor({
  labelId,
  editor,
  initialHtml = '',
  onReady,
  problemId,
}: {
  labelId: string;
  /** The id of the message saying what is wrong with the description, while something is. */
  problemId?: string;
  editor: RefObject<Quill | null>;
  /** The description to start from; read once, when the editor loads. */
  initialHtml?: string;
  onReady?: (quill: Quill) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // Neither is a reason to build the editor again: a new one would drop what was typed.
  const [startHtml] = useState(initialHtml);
  const ready = useEffectEvent((quill: Quill) => onReady?.(quill));

  useEffect(() => {
    let cancelled = false;
    const container = holder.current;
    import('./quill-editor')
      .then(({ createEditor }) => {
        if (cancelled || !container) return;
        const host = document.createElement('div');
        container.appendChild(host);
        editor.current = createEditor(host, labelId, startHtml);
        setState('ready');
        ready(editor.current);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      editor.current = null;
      if (container) container.innerHTML = '';
    };
  }, [attempt, editor, labelId, startHtml]);

  useEffect(() => {
    const root = editor.current?.root;
    if (!root) return;
    if (problemId) {
      root.setAttribute('aria-invalid', 'true');
      root.setAttribute('aria-describedby', problemId);
    } else {
      root.removeAttribute('aria-invalid');
      root.removeAttribute('aria-describedby');
    }
  }, [editor, problemId, state]);

  return (
    <div>
      <div ref={holder} className="rounded-md bg-white [&_.ql-editor]:min-h-40" />
      {state === 'loading' ? <p className="text-sm text-gray-500">Loading the editor…</p> : null}
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          The editor could not be loaded.{' '}
          <Button
            variant="outline"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </p>
      ) : null}
    </div>
  );
}
