/** How long a page opened by a link may take to show its heading before focus stops waiting. */
const WAIT_MS = 10_000;

/**
 * Once a link has opened another page in this tab, puts the keyboard's focus on that page's main
 * heading, as routers that care for accessibility do. Without it the focus stays on the link,
 * which left with the old page: a screen reader says nothing of the new page, and the next Tab
 * starts again from the top of the site. The heading is focusable by script only (tabindex -1),
 * never in the Tab order.
 *
 * It watches the `<main>` the link was in, which the shell keeps from page to page, as the new
 * page may show a spinner before its heading. The new page is there once `<main>` holds another
 * heading, or the same one with new words, or the same one with the link gone. It gives up if
 * anything else takes the focus first (the person, or the page itself), or after a while.
 */
export function focusHeadingOnArrival(link: Element) {
  const main = link.closest('main');
  if (!main) return;
  const heading = () => main.querySelector<HTMLElement>('h1');
  const left = heading();
  const leftWords = left?.textContent;

  const arrived = () => {
    const now = heading();
    if (!now || (now === left && now.textContent === leftWords && link.isConnected)) return;
    stop();
    if (!now.hasAttribute('tabindex')) now.tabIndex = -1;
    // The page was already put at its top; the heading is there.
    now.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(arrived);
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', stop);
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  document.addEventListener('focusin', stop);
}
