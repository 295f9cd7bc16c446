import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a page's token counts its errors: a page left open longer reports none that judge. */
export const PAGE_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tokens remembered as used, per process: beyond it the oldest are forgotten early. */
const MAX_SEEN = 100_000;

/**
 * Per-page tokens for the canary judgement (decision 45): the server signs `remote@version`, the
 * issue time and a random nonce into each page's release map, so an error beacon can only count
 * for a version this server served, once per page. The used tokens are remembered in memory per
 * process until they expire: with several processes a token may count once in each, a bound of
 * served pages times processes, never an attacker's choice.
 */
export function pageTokens(key: Uint8Array, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const issue = (remote: string, version: string): string => {
    const head = `${now().toString(36)}.${randomBytes(12).toString('base64url')}`;
    return `${head}.${mac(`${remote}@${version} ${head}`)}`;
  };
  const valid = (remote: string, version: string, token: string): number | null => {
    const [issued = '', nonce = '', signature = ''] = token.split('.');
    const at = parseInt(issued, 36);
    if (!Number.isFinite(at) || now() - at > PAGE_TOKEN_TTL_MS || at > now() + 60_000) return null;
    const expected = Buffer.from(mac(`${remote}@${version} ${issued}.${nonce}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? at : null;
  };
  /** Whether `token` is a valid, unused token of `remote@version`; it is used from then on. */
  const spend = (remote: string, version: string, token: string): boolean => {
    const at = valid(remote, version, token);
    if (at === null || seen.has(token)) return false;
    for (const [old, until] of seen) {
      if (until > now() && seen.size < MAX_SEEN) break;
      seen.delete(old);
    }
    seen.set(token, at + PAGE_TOKEN_TTL_MS);
    return true;
  };
  return { issue, spend };
}

export type PageTokens = ReturnType<typeof pageTokens>;
