import { DESCRIPTION_MAX_LENGTH } from 'shared-api/contract';
import { badRequest } from '../platform/http-error';
import { sanitizeDescription } from './sanitize';

export const EMPTY_DESCRIPTION = 'Add a job description: job seekers need to know what the job is';

// What is left of a description once its markup and spaces are gone: an editor's empty
// paragraph ('<p><br></p>') says nothing, an image alone still shows something.
const hasContent = (html: string) =>
  /<img\b/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|#160|#xa0);/gi, ' ')
    .trim() !== '';

/**
 * The description as stored: sanitised, refused when empty (a job went live with nothing to
 * read) or too long once sanitised.
 */
export function cleanDescription(description: string): string {
  // Measured as stored: sanitising escapes text, and '&' x 50,000 became 250,000 characters.
  const clean = sanitizeDescription(description);
  if (!hasContent(clean)) throw badRequest(EMPTY_DESCRIPTION);
  if (clean.length > DESCRIPTION_MAX_LENGTH) {
    throw badRequest(
      `The description is too long: ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters at most once formatted`,
    );
  }
  return clean;
}
