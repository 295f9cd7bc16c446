import { useLayoutEffect } from 'react';

/**
 * Where a keyboard user was in a page's first paint when its screen took over. React's first
 * render replaces the server's markup, and the focused button or link goes with it: the focus
 * falls to the page's body, and Enter does nothing. So the shell keeps the painted controls with
 * the typed fields (./typed-fields.ts), before its first render (shell/src/boot.tsx), and the
 * screen, once it has taken over, puts the focus on its own control that matches the one the
 * person was on: the same element, link target and words, counted in page order, since the
 * screen renders the same boxes as its first paint (./first-paint.ts).
 *
 * Named fields are left to ./typed-fields.ts, which gives their words and caret back as well.
 * The module is a shared singleton (federation.shared.ts), as typed-fields is.
 */

const CONTROLS = 'a[href], button, select, input, textarea, [tabindex]';
const isTypedField = (element: Element) =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
  element.name !== '';

let keptRoot: ParentNode | null = null;
let keptPath = '';
/** Where the focused control was: its key, and how many painted controls before it share it. */
let keptFocus: { key: string; nth: number } | null = null;
let onControl: Element | null = null;

/** A control's identity in the paint and in the screen: what it is, where it leads, its words. */
function keyOf(element: Element): string {
  const words = element.textContent.replace(/\s+/g, ' ').trim();
  const label = element.getAttribute('aria-label') ?? '';
  return [element.tagName, element.getAttribute('href') ?? '', label, words].join('\u0000');
}

const controlsIn = (root: ParentNode) =>
  [...root.querySelectorAll(CONTROLS)].filter((element) => !isTypedField(element));

let painted: Element[] = [];

/** Follows the focus: on a painted control, or elsewhere. */
function focusOn(target: EventTarget | null) {
  onControl = target instanceof Element && painted.includes(target) ? target : null;
  if (!onControl) {
    keptFocus = null;
    return;
  }
  const key = keyOf(onControl);
  const before = painted.slice(0, painted.indexOf(onControl));
  keptFocus = { key, nth: before.filter((control) => keyOf(control) === key).length };
}

const onFocusIn = (event: FocusEvent) => focusOn(event.target);

// As in ./typed-fields.ts: leaving for the page's background moves the focus without a focusin,
// and the removal of the focused control must not count as leaving it.
function onFocusOut(event: FocusEvent) {
  const left = event.target;
  if (left !== onControl) return;
  queueMicrotask(() => {
    if (
      left === onControl &&
      left instanceof Node &&
      left.isConnected &&
      document.activeElement !== left
    ) {
      keptFocus = null;
      onControl = null;
    }
  });
}

function stopTracking() {
  document.removeEventListener('focusin', onFocusIn, true);
  document.removeEventListener('focusout', onFocusOut, true);
  painted = [];
}

/** The shell, before its first render: keeps track of the first paint's controls under `root`. */
export function keepFirstPaintFocus(root: ParentNode): void {
  stopTracking();
  keptRoot = root;
  keptPath = window.location.pathname;
  painted = controlsIn(root);
  focusOn(document.activeElement);
  if (painted.length === 0) return;
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
}

/**
 * The screen, once it has taken over: focuses its control matching the painted one the person
 * was on, if the focus fell to the page's body with it. Once only; true when it moved the focus.
 */
export function takeFirstPaintFocus(): boolean {
  const root = keptRoot;
  const focus = keptFocus;
  keptRoot = null;
  keptFocus = null;
  onControl = null;
  stopTracking();
  const focusFree = document.activeElement === null || document.activeElement === document.body;
  if (!root || !focus || !focusFree || window.location.pathname !== keptPath) return false;
  const match = controlsIn(root).filter((control) => keyOf(control) === focus.key)[focus.nth];
  if (!(match instanceof HTMLElement || match instanceof SVGElement)) return false;
  match.focus();
  return document.activeElement === match;
}

/** A screen that has a first paint: takes the focus kept from it, once it has rendered. */
export function useFirstPaintFocus(ready = true): void {
  useLayoutEffect(() => {
    if (ready) takeFirstPaintFocus();
  }, [ready]);
}
