import { DESCRIPTION_PREVIEW_LENGTH } from 'shared-api/contract';
import { sanitizeDescription } from './sanitize';

// Markup, an entity, a run of text, or a stray '<' / '&' taken as text.
const TOKEN = /<[^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|[^<&]+|[<&]/gi;

/**
 * The first `limit` characters of text of a stored (already sanitised) description, with its
 * markup: what a job card shows. List answers carry this instead of the whole description.
 * Cut between tokens, never inside a tag or an entity; the sanitiser then closes what the cut
 * left open. Images are left out: a card has no room for them and an inline one can be large.
 */
export function descriptionPreview(html: string, limit = DESCRIPTION_PREVIEW_LENGTH): string {
  let out = '';
  let text = 0;
  for (const [token] of html.matchAll(TOKEN)) {
    if (text >= limit) break;
    if (token.length > 1 && token.startsWith('<')) {
      if (!/^<img\b/i.test(token)) out += token;
      continue;
    }
    const isEntity = token.length > 1 && token.startsWith('&');
    const taken = isEntity ? token : token.slice(0, limit - text);
    out += taken;
    text += isEntity ? 1 : taken.length;
  }
  return sanitizeDescription(out);
}
