import { createHmac } from 'node:crypto';
import { addressKey } from '../accounts/login-throttle';

/**
 * Who a client is for one version's judgement (decision 45), without keeping its address: an
 * HMAC of the address (an IPv6 client by its /64, which it holds whole) and `remote@version`,
 * with a key derived from the signing secret and never stored. Every process with that secret
 * agrees on it; the same address is another hash for another version.
 */
export function clientHashes(key: Uint8Array) {
  return (remote: string, version: string, ip: string): string =>
    createHmac('sha256', key)
      .update(`${remote}@${version}\n${addressKey(ip)}`)
      .digest('base64url')
      .slice(0, 22);
}

export type ClientHash = ReturnType<typeof clientHashes>;
