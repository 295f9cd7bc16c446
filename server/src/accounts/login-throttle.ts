import { HttpError } from '../platform/http-error';

/**
 * Failed sign-ins, on top of the per-address rate limit. Counted per account and address, so
 * failures from one address slow that address down and never lock the owner out from theirs;
 * and per account, past a higher threshold, so a guesser spread over many addresses is slowed
 * too, except for addresses the account has signed in from before.
 *
 * An attempt is reserved before the password is checked, as a failure until it succeeds:
 * parallel attempts each take their own place, and none slips past a limit reached meanwhile.
 */
export interface LoginThrottle {
  /** 0 when the attempt is reserved; otherwise the milliseconds to wait, and nothing counted. */
  reserve(account: string, address: string): Promise<number>;
  /** The reserved attempt was right: its address is forgiven and known for the account. */
  succeeded(account: string, address: string): Promise<void>;
}

export interface ThrottleRules {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** One address's failures on one account. */
export const ADDRESS_RULES: ThrottleRules = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
};

/** An account's failures from addresses it has not signed in from. */
export const ACCOUNT_RULES: ThrottleRules = {
  freeFailures: 20,
  baseDelayMs: 1_000,
  maxDelayMs: 5 * 60_000,
};

/**
 * Failures are forgotten a day after the first; known addresses three weeks after their sign-in
 * (the in-memory counters end each key with a timer, and Node's timers stop at 24.8 days).
 */
export const REMEMBER_FAILURES_MS = 24 * 60 * 60_000;
export const REMEMBER_ADDRESSES_MS = 21 * 24 * 60 * 60_000;

/** The wait after the `count`-th failure in a row: none at first, then doubling to a ceiling. */
export function delayAfter(count: number, rules: ThrottleRules): number {
  const over = count - rules.freeFailures + 1;
  return over > 0 ? Math.min(rules.baseDelayMs * 2 ** (over - 1), rules.maxDelayMs) : 0;
}

/**
 * Where an attempt comes from, for counting: an IPv6 client holds a whole /64, so its addresses
 * count as one.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** A password check behind the throttle: refused while waiting, reserved before it runs. */
export async function throttledPasswordCheck(
  throttle: LoginThrottle,
  account: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = addressKey(ip);
  const wait = await throttle.reserve(account, address);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many failed attempts for this account. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`,
    );
  }
  const valid = await check();
  if (valid) await throttle.succeeded(account, address);
  return valid;
}
