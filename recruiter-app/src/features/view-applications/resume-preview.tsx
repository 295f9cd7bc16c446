import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from 'shared-ui/icon';

/** The signed link with `inline=1`: the server then lets the browser show it instead of saving. */
export function inlineLink(resume: string): string {
  return `${resume}${resume.includes('?') ? '&' : '?'}inline=1`;
}

/**
 * Whether the keyboard is in `frame`. The frame matches neither :focus nor :focus-within once its
 * document has the focus, so no style can tell. The window's blur alone is not enough: a window
 * that did not hold the browser's focus (another tab or window had it) has none to lose, while the
 * frame still gets a focusin. So every event asks where the focus is rather than trusting its kind.
 */
function useFocusInFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [inFrame, setInFrame] = useState(false);
  const check = useCallback(
    () => setInFrame(frame.current !== null && document.activeElement === frame.current),
    [],
  );
  useEffect(() => {
    let later: ReturnType<typeof setTimeout> | undefined;
    // A click back in the page gives the window its focus before the clicked element has it.
    const checkLater = () => {
      clearTimeout(later);
      later = setTimeout(check, 0);
    };
    window.addEventListener('blur', check);
    window.addEventListener('focus', checkLater);
    document.addEventListener('focusin', check);
    return () => {
      clearTimeout(later);
      window.removeEventListener('blur', check);
      window.removeEventListener('focus', checkLater);
      document.removeEventListener('focusin', check);
    };
  }, [check]);
  return { frame, inFrame };
}

/** The applicant's resume shown in the page, with the download beside it. */
export function ResumePreview({ name, resume }: { name: string; resume: string }) {
  const { frame, inFrame } = useFocusInFrame();
  if (!resume) return <p className="text-sm text-gray-500">No resume on file.</p>;
  return (
    <div className="flex flex-col gap-2">
      <iframe
        ref={frame}
        src={inlineLink(resume)}
        title={`Resume of ${name}`}
        className={`h-[32rem] w-full rounded-md border border-gray-200 bg-gray-50 ${inFrame ? 'outline-2 outline-offset-2 outline-brand-600' : ''}`}
      />
      <a
        href={resume}
        download
        className="inline-flex w-fit items-center gap-1 rounded bg-blue-50 px-3 py-1 text-sm text-blue-700 hover:bg-blue-100"
      >
        Download resume
        <Icon name="download" className="h-4 w-4" />
      </a>
    </div>
  );
}
