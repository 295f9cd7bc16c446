import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESUME_URL_TTL_SECONDS = 15 * 60;

function signature(secret: Uint8Array, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`file:${key}:${expires}`).digest('base64url');
}

/** A URL for a private file that works until it expires, for whoever was handed it. */
export function signedFileUrl(secret: Uint8Array, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RESUME_URL_TTL_SECONDS;
  return `/files/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export function isValidFileSignature(
  secret: Uint8Array,
  key: string,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
