import { Icon } from './icon';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusHeadingWhileLost } from './focus-after-dialog';
import { inertOutside } from './inert-outside';

export { liveOutsideDialogs } from './inert-outside';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: page scroll locked, the rest of the page inert, focus moved in on open, kept
 * inside while open (Tab and Shift+Tab wrap), Escape and the close icon close it, and focus goes
 * back to what had it, or to the page's main heading when that is gone. It is drawn at the end
 * of the body, out of the table or list that opened it, so nothing but the dialog is left for the
 * page behind to make inert.
 */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const main = document.querySelector('main');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const restore = overlay.current ? inertOutside(overlay.current) : () => {};
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus();
    // A control that takes itself away ("Back", "Use another resume") drops the focus to the
    // body, out of reach of the panel's Escape and Tab: the panel takes it back.
    const keepFocus = new MutationObserver(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        // Where the person had scrolled a tall panel to, they stay.
        panel.current?.focus({ preventScroll: true });
      }
    });
    if (panel.current) keepFocus.observe(panel.current, { childList: true, subtree: true });
    return () => {
      keepFocus.disconnect();
      document.body.style.overflow = previousOverflow;
      // First: an inert opener cannot take focus.
      restore();
      if (opener?.isConnected) opener.focus();
      // Else the focus would fall to the body, a keyboard back at the top of the site.
      focusHeadingWhileLost(main);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const [first, last] = [items[0], items[items.length - 1]];
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === panel.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={overlay}
      // A press on the backdrop would move the focus to the body, out of the dialog.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      // Centred by the panel's margins, not by the overlay's alignment: a panel taller than the
      // screen (a phone on its side) then scrolls from its top, title and Close included.
      className="fixed inset-0 z-30 flex overflow-y-auto bg-black/40 p-4 backdrop-blur-sm"
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative m-auto w-full max-w-md rounded-xl bg-white p-8 text-slate-600 shadow-xl sm:p-10 ${className}`}
      >
        <h1 id={titleId} className="text-center text-2xl font-medium text-neutral-800">
          {title}
        </h1>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute right-4 top-4 flex h-9 w-9 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100"
        >
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
