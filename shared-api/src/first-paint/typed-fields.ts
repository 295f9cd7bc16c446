/**
 * What a person typed into a page's first paint before its screen took over. The server's markup
 * has working fields (the home page's search box); React's first render replaces that markup with
 * the screen's own fields, which start from the page's values: anything typed meanwhile would be
 * wiped. So the shell keeps the painted fields before its first render (shell/src/boot.tsx), and the screen
 * asks them, once it has taken over, what they hold and whether the person was in one.
 *
 * The fields are kept, not their values: the person may go on typing until the very commit that
 * removes them, and a removed field still holds its value and caret. The module is a shared
 * singleton (federation.shared.ts), so the shell's copy is the one a remote's screen reads.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a person typed into one painted field. */
export interface TypedField {
  value: string;
  /** They were in this field when the screen took over: its own field should take the focus. */
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}

let kept = new Map<string, Field>();
/** The page the fields were painted for: a screen shown at another path never gets them. */
let keptPath = '';
/** The painted field the person is in. Tracked by events: its removal moves the focus away. */
let inField: Field | null = null;

const isKept = (target: EventTarget | null): target is Field =>
  [...kept.values()].some((field) => field === target);

function onFocusIn(event: FocusEvent) {
  inField = isKept(event.target) ? event.target : null;
}

// Leaving the field for the page's background moves the focus without a focusin. Checked a moment
// later: the removal of a focused field blurs it too, and the screen asks within that same task.
function onFocusOut(event: FocusEvent) {
  const left = event.target;
  if (!isKept(left)) return;
  queueMicrotask(() => {
    if (left === inField && left.isConnected && document.activeElement !== left) inField = null;
  });
}

function stopTracking() {
  document.removeEventListener('focusin', onFocusIn, true);
  document.removeEventListener('focusout', onFocusOut, true);
}

/** The shell, before its first render: keeps the named fields of the first paint under `root`. */
export function keepTypedFields(root: ParentNode): void {
  stopTracking();
  kept = new Map();
  for (const field of root.querySelectorAll<Field>('input[name], textarea[name]')) {
    if (!kept.has(field.name)) kept.set(field.name, field);
  }
  keptPath = window.location.pathname;
  inField = isKept(document.activeElement) ? document.activeElement : null;
  if (kept.size === 0) return;
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
}

/**
 * The screen, once it has taken over (a layout effect): the painted fields of these names that
 * the person typed into or was in, with what they hold. Each field is given once: a later visit
 * to the page starts from its URL, as any navigation does.
 */
export function takeTypedFields(names: readonly string[]): Record<string, TypedField> {
  const typed: Record<string, TypedField> = {};
  const samePage = window.location.pathname === keptPath;
  // Focus left with the removed field, or was never elsewhere: the person is still "in" it.
  const focusFree = document.activeElement === null || document.activeElement === document.body;
  for (const name of names) {
    const field = kept.get(name);
    kept.delete(name);
    const focused = field === inField && focusFree;
    if (!field || !samePage || (field.value === field.defaultValue && !focused)) continue;
    typed[name] = {
      value: field.value,
      focused,
      selectionStart: field.selectionStart,
      selectionEnd: field.selectionEnd,
    };
  }
  if (kept.size === 0) stopTracking();
  return typed;
}
