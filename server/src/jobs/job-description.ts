import { DESCRIPTION_MAX_LENGTH } from 'shared-api/contract';
import { badRequest } from '../platform/http-error';
import { sanitizeDescription } from './sanitize';

/** The description as stored: sanitised, and refused when too long once sanitised. */
export function cleanDescription(description: string): string {
  // Measured as stored: sanitising escapes text, and '&' x 50,000 became 250,000 characters.
  const clean = sanitizeDescription(description);
  if (clean.length > DESCRIPTION_MAX_LENGTH) {
    throw badRequest(
      `The description is too long: ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters at most once formatted`,
    );
  }
  return clean;
}
