import { profileBodySchema, type ProfileBody } from 'shared-api/contract';

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
 * The field a 400 of POST /api/users/profile names ("Invalid links.1 in the body: ..."), so its
 * message shows beside it; null when it names none, and the message then shows over the form.
 */
export function fieldErrorOf(message: string): FieldErrors | null {
  const named = /^Invalid ([\w.]+) in the body: (.+)$/.exec(message);
  if (!named?.[1] || !named[2]) return null;
  return { [named[1]]: named[2] };
}
