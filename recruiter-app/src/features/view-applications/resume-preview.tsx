import { useEffect, useRef, useState } from 'react';
import { Icon } from 'shared-ui/icon';

/** The signed link with `inline=1`: the server then lets the browser show it instead of saving. */
export function inlineLink(resume: string): string {
  return `${resume}${resume.includes('?') ? '&' : '?'}inline=1`;
}

/**
 * Whether the keyboard is in `frame`. The frame matches neither :focus nor :focus-within once its
 * document has the focus, so no style can tell: the page's window, though, loses it.
 */
function useFocusInFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => {
    const left = () => setInFrame(document.activeElement === frame.current);
    const back = () => setInFrame(false);
    window.addEventListener('blur', left);
    window.addEventListener('focus', back);
    return () => {
      window.removeEventListener('blur', left);
      window.removeEventListener('focus', back);
    };
  }, []);
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
