import { profileBodySchema, type ProfileBody } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';

/** Field errors by path: `phone`, `links`, `links.2`, `skills`. */
export type FieldErrors = Record<string, string>;

/** The contract's own checks, run before sending, so a mistake is named at once. */
export function checkProfile(body: ProfileBody): FieldErrors {
  const checked = profileBodySchema.safeParse(body);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The field a refusal of POST /api/users/profile names (`ApiError.field`: "links.1"), with its
 * words, so they show beside it; null when it names none, and the message then shows over the
 * form.
 */
export function fieldErrorOf(error: Error): FieldErrors | null {
  if (isApiError(error) && error.field) return { [error.field]: error.message };
  // A shell whose shared client predates `field` gives the server's message whole.
  const [, field, words] = /^Invalid ([\w.]+) in the body: (.+)$/s.exec(error.message) ?? [];
  return field && words ? { [field]: words } : null;
}
