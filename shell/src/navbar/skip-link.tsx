import type { MouseEvent } from 'react';

/** The id of the `<main>` every page renders into: the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * Puts the focus where the page's content starts: its main heading, as an arriving page does,
 * else (none, or inert) the main landmark itself for as long as it holds the focus. Handled here rather than by
 * the fragment, so that the URL gains no `#main-content` for the router to read as a navigation.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    // An inert heading (behind a panel covering the page on a phone) takes no focus.
    if (document.activeElement === heading) return;
  }
  if (!main.hasAttribute('tabindex')) {
    main.tabIndex = -1;
    // Only while it is the skip's target: a focusable main would take every click on its text.
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main.focus();
}

/** The keyboard's first stop on every page, shown only while it has the focus. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      className="sr-only rounded-md bg-white font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:px-4 focus:py-2"
    >
      Skip to main content
    </a>
  );
}
