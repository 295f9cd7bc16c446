import { useEffect, useId, useRef, type ReactNode } from 'react';
import { StatusMessage } from 'shared-ui/status-message';

/** The card the pages a mailed link opens sit in, as the sign-in page's. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <section
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10"
      >
        <h1 id={titleId} className="text-center text-2xl font-medium text-neutral-800">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/**
 * How a link's call ended. Focus moves to it when it appears, so that a keyboard or screen
 * reader user is taken from the form that went away to what happened.
 */
export function Outcome({
  title,
  tone = 'neutral',
  children,
  action,
}: {
  title: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
  action?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="mt-4 outline-none [&>div]:m-0">
      <StatusMessage title={title} tone={tone} action={action}>
        {children}
      </StatusMessage>
    </div>
  );
}
