/**
 * A page's first paint: the markup a remote's screen shows before any script, sent by
 * the server inside the HTML so that a phone paints the page's content at once instead of after
 * the shell's and the remote's scripts. A remote renders each of its screens' first paint at
 * build time from its own components, with slots where the page's values go, and lists it in its
 * manifest (federation.exposed-files.ts); the server fills the slots and puts the markup where
 * the shell's index.html marks it. React's first render then replaces it with the same boxes,
 * which take what a person typed into its fields meanwhile (./typed-fields.ts).
 *
 * Slots: `{{name}}` is text, escaped; `{{{name}}}` is markup the server trusts (a description
 * sanitised when it was stored); a list slot must be the whole content of its element, which is
 * repeated once per item.
 */

/** Where the shell's index.html takes the opened screen's first paint, inside its `<main>`. */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

/** The element holding the API answers the server sent with the page (./page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/** The values of one page's slots. */
export type FirstPaintValues = Readonly<Record<string, string | readonly string[]>>;

export const textSlot = (name: string): string => `{{${name}}}`;
export const markupSlot = (name: string): string => `{{{${name}}}}`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element's content and in a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// One pass, so that no value put in is read for slots: an element whose whole content is a slot
// (repeated when the value is a list), a markup slot, or a text slot.
const SLOT = /(<([a-z][a-z0-9]*)\b[^<>{]*>)\{\{(\w+)\}\}(<\/\2>)|\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g;

/**
 * The template with its slots filled, or null when it names a slot the values lack (a remote
 * newer than this server): the page is then sent without a first paint, never with a hole.
 */
export function fillFirstPaint(template: string, values: FirstPaintValues): string | null {
  const missing: string[] = [];
  const filled = template.replace(
    SLOT,
    (
      _whole,
      open: string | undefined,
      _tag: string | undefined,
      wrapped: string | undefined,
      close: string | undefined,
      markup: string | undefined,
      text: string | undefined,
    ) => {
      const name = wrapped ?? markup ?? text ?? '';
      const value = values[name];
      if (typeof value === 'string' && !wrapped) return markup ? value : escapeHtml(value);
      if (value === undefined || !wrapped) {
        missing.push(name);
        return '';
      }
      // The element once per item; a text value is a list of one.
      const items = typeof value === 'string' ? [value] : value;
      return items.map((item) => `${open ?? ''}${escapeHtml(item)}${close ?? ''}`).join('');
    },
  );
  return missing.length > 0 ? null : filled;
}
