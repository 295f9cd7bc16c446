import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** A click that opens the link in this tab: not one that asks for a new tab or window. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to another of the seeker's pages that opens it at its top, as the spec's card buttons
 * do. A router link, so a click navigates without a page load; a ctrl-, shift- or middle-click
 * is the browser's, and leaves this page where it was scrolled.
 */
export function TopLink({ onClick, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (opensHere(event)) window.scrollTo(0, 0);
      }}
    />
  );
}
