import { DESCRIPTION_PREVIEW_LENGTH } from 'shared-api/contract';

// A tag, an entity, a run of text, or a stray '<' / '&' taken as text.
const TOKEN = /<\/?[a-z][^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|[^<&]+|[<&]/gi;
const OPENING = /^<([a-z][a-z0-9]*)\b[^>]*?(\/?)>$/i;
const CLOSING = /^<\/([a-z][a-z0-9]*)\s*>$/i;
const VOID = new Set(['br', 'hr', 'img', 'wbr']);

/**
 * The first `limit` characters of text of a stored description, with its markup: what a job card
 * shows. List answers carry this instead of the whole description. Cut between tokens, never
 * inside a tag or an entity, then the tags the cut left open are closed. Images are left out: a
 * card has no room for them and an inline one can be large.
 *
 * The input was sanitised when it was stored, so cutting it cannot make new markup, and running
 * the sanitiser again was a tenth of the server's time for an uncached page (docs/performance.md).
 */
export function descriptionPreview(html: string, limit = DESCRIPTION_PREVIEW_LENGTH): string {
  let out = '';
  let text = 0;
  const open: string[] = [];
  for (const [token] of html.matchAll(TOKEN)) {
    if (text >= limit) break;
    if (token.length > 1 && token.startsWith('<')) {
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
    const taken = isEntity ? token : token.slice(0, limit - text);
    out += taken;
    text += isEntity ? 1 : taken.length;
  }
  return (
    out +
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
