import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { focusHeadingOnArrival } from './focus-on-arrival';

/** A click that opens the link in this tab: not one that asks for a new tab or window. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to another of the seeker's pages that opens it at its top, as the spec's card buttons
 * do, with the keyboard's focus on its heading. A router link, so a click navigates without a page
 * load; a ctrl-, shift- or middle-click is the browser's, and leaves this page as it was.
 */
export function TopLink({ onClick, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event)) return;
        window.scrollTo(0, 0);
        focusHeadingOnArrival(event.currentTarget);
      }}
    />
  );
}
