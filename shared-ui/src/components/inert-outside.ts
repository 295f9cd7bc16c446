/**
 * Marks what stays reachable while a dialog is open: the toasts, whose messages are often about
 * what the dialog just did (a refused sign-in), would otherwise be silenced with the page.
 */
export const liveOutsideDialogs = { 'data-live-outside-dialogs': '' } as const;

const KEPT = '[data-live-outside-dialogs]';
const NOT_CONTENT = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

/**
 * Makes everything outside `modal` inert (out of reach of the keyboard, the pointer and the
 * accessibility tree), down to the kept live regions, and returns how to undo it. Done on the
 * DOM rather than with React's `inert` prop: a dialog of one remote sits over the shell's and
 * the other remote's elements, which it has no props on. Elements inert already are left as
 * they are, so a dialog over a dialog gives the first one back when it closes.
 */
export function inertOutside(modal: Element): () => void {
  const kept = [modal, ...document.querySelectorAll(KEPT)];
  const made: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (kept.includes(child) || NOT_CONTENT.has(child.tagName)) continue;
      if (kept.some((element) => child.contains(element))) walk(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        made.push(child);
      }
    }
  };
  walk(document.body);
  return () => made.forEach((element) => element.removeAttribute('inert'));
}
