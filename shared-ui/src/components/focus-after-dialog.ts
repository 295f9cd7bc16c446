/** How long after a dialog closes its page may take to show a heading. */
const WAIT_MS = 5_000;

/**
 * After a dialog closed, keeps the focus off the body: while nothing has it, the main heading of
 * `main` (the page the dialog opened on, which the shell keeps from page to page) takes it, as
 * an arriving page's does. The opener may have left with the dialog or just after (a navbar's
 * Login, gone once signed in), or the dialog's action may lead to another page that shows its
 * heading later (a recruiter's login, to the dashboard). It stops at the person's first key or
 * pointer press, once `main` is gone, or after a while.
 */
export function focusHeadingWhileLost(main: Element | null) {
  if (!main?.isConnected) return;
  const settle = () => {
    if (!main.isConnected) return stop();
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(settle);
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  settle();
}
