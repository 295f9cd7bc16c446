import type Quill from 'quill';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from 'shared-ui/button';

/**
 * The job description editor. Quill is imported here, when the editor mounts, so it is
 * downloaded by the Add Job page only.
 */
export function RichTextEditor({
  labelId,
  editor,
}: {
  labelId: string;
  editor: RefObject<Quill | null>;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const container = holder.current;
    import('./quill-editor')
      .then(({ createEditor }) => {
        if (cancelled || !container) return;
        const host = document.createElement('div');
        container.appendChild(host);
        editor.current = createEditor(host, labelId);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      editor.current = null;
      if (container) container.innerHTML = '';
    };
  }, [attempt, editor, labelId]);

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
