/**
 * What clients written for the spec send when nobody is signed in: `Bearer null`,
 * `Bearer undefined` (a template string around a missing token) or an empty token. That is a
 * signed-out visitor, not an expired session: spec clients send them before anyone signs in.
 */
const PLACEHOLDERS = new Set(['', 'null', 'undefined']);

/** A token header's value, or null when it holds none or only a placeholder. */
export function realToken(value: string | undefined | string[]): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return PLACEHOLDERS.has(token) ? null : token;
}

/** The token of `Authorization: Bearer {token}`, or null for none or a placeholder. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer(?: (.*))?$/.exec(authorization?.trim() ?? '');
  return match ? realToken(match[1] ?? '') : null;
}
