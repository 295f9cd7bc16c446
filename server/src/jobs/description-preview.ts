import { DESCRIPTION_PREVIEW_LENGTH } from 'shared-api/contract';

// A tag, an entity, a run of text, or a stray '<' / '&' taken as text.
const TOKEN = /<\/?[a-z][^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|[^<&]+|[<&]/gi;
const OPENING = /^<([a-z][a-z0-9]*)\b[^>]*?(\/?)>$/i;
const CLOSING = /^<\/([a-z][a-z0-9]*)\s*>$/i;
const VOID = new Set(['br', 'hr', 'img', 'wbr']);
/** Tags that end a line of text, and so a word, though no space is written there. */
const LINE_BREAK = /^<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|pre|br|hr)\b/i;
const SPACE = /^(?:\s|&nbsp;|&#160;|&#xa0;)$/i;
/** Left off before the ellipsis, which reads better straight after the word. */
const TRAILING = /^[\s,;:\-–—]$/;
const ELLIPSIS = '…';

const isTag = (token: string) => token.length > 1 && token.startsWith('<');
/** A token's characters of text: an entity or a stray '<' or '&' is one. */
const unitsOf = (token: string): string[] =>
  token.length > 1 && token.startsWith('&') ? [token] : token.split('');

/**
 * The first `limit` characters of text of a stored description or fewer, ending at the end of a
 * word, with its markup: what a job card shows. List answers carry this instead of the whole
 * description. Cut between tokens or at a space, never inside a tag or an entity, then an
 * ellipsis says the text goes on and the tags the cut left open are closed. Only a first word
 * longer than the limit is cut inside. Images are left out: a card has no room for them and an
 * inline one can be large.
 *
 * The input was sanitised when it was stored, so cutting it cannot make new markup, and running
 * the sanitiser again was a tenth of the server's time for an uncached page (docs/performance.md).
 */
export function descriptionPreview(html: string, limit = DESCRIPTION_PREVIEW_LENGTH): string {
  const kept = textToKeep(html, limit);
  return kept === null ? firstText(html, limit, '') : firstText(html, kept, ELLIPSIS);
}

/**
 * How many characters of text the preview keeps when the text goes on past `limit` (more than
 * spaces), up to the end of the last word that fits; null when it all fits.
 */
function textToKeep(html: string, limit: number): number | null {
  const seen: string[] = [];
  let wordEnd = 0;
  let afterSpace = true;
  for (const [token] of html.matchAll(TOKEN)) {
    if (isTag(token)) {
      if (!LINE_BREAK.test(token)) continue;
      if (!afterSpace && seen.length <= limit) wordEnd = seen.length;
      afterSpace = true;
      continue;
    }
    for (const unit of unitsOf(token)) {
      const space = SPACE.test(unit);
      if (seen.length >= limit && !space) return trimmed(seen, wordEnd || limit);
      if (space && !afterSpace && seen.length <= limit) wordEnd = seen.length;
      afterSpace = space;
      if (seen.length <= limit) seen.push(unit);
    }
  }
  return null;
}

/** `end`, less the spaces and commas or dashes before it, unless nothing would be left. */
function trimmed(seen: readonly string[], end: number): number {
  let at = end;
  while (at > 0 && TRAILING.test(seen[at - 1] ?? '')) at -= 1;
  return at > 0 ? at : end;
}

/** The markup up to `count` characters of text, then `ending`, then the open tags closed. */
function firstText(html: string, count: number, ending: string): string {
  let out = '';
  let text = 0;
  const open: string[] = [];
  for (const [token] of html.matchAll(TOKEN)) {
    if (text >= count) break;
    if (isTag(token)) {
      if (/^<img\b/i.test(token)) continue;
      out += token;
      trackTag(token, open);
      continue;
    }
    if (token === '<' || token === '&') {
      out += token === '<' ? '&lt;' : '&amp;';
      text += 1;
      continue;
    }
    const isEntity = token.length > 1 && token.startsWith('&');
    const taken = isEntity ? token : token.slice(0, count - text);
    out += taken;
    text += isEntity ? 1 : taken.length;
  }
  return (
    out +
    ending +
    open
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('')
  );
}

/** Keeps `open` as the stack of elements open after `token`. */
function trackTag(token: string, open: string[]): void {
  const closing = CLOSING.exec(token);
  if (closing) {
    const at = open.lastIndexOf((closing[1] ?? '').toLowerCase());
    if (at !== -1) open.length = at;
    return;
  }
  const opening = OPENING.exec(token);
  const tag = opening?.[1]?.toLowerCase();
  if (tag && !opening?.[2] && !VOID.has(tag)) open.push(tag);
}
