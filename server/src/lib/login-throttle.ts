import { HttpError } from './http-error';

/**
 * Failed sign-ins per account, on top of the per-address limit: after a few failures in a row an
 * account waits longer and longer, whatever address the attempts come from, and a proxy that
 * hides every user behind one address no longer locks everyone out.
 */
export interface LoginThrottle {
  /** Milliseconds this account must still wait before another attempt; 0 when it may try. */
  waitFor(account: string): Promise<number>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

export interface ThrottleRules {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const THROTTLE_RULES: ThrottleRules = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
};

/** The wait after the `count`-th failure in a row: none at first, then doubling to a ceiling. */
export function delayAfter(count: number, rules: ThrottleRules): number {
  const over = count - rules.freeFailures + 1;
  return over > 0 ? Math.min(rules.baseDelayMs * 2 ** (over - 1), rules.maxDelayMs) : 0;
}

/**
 * One process's throttle, bounded in memory: the least recently failed accounts are forgotten
 * first. Several processes each keep their own; `RedisLoginThrottle` shares one.
 */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly rules: ThrottleRules & { maxAccounts: number } = {
      ...THROTTLE_RULES,
      maxAccounts: 10_000,
    },
    private readonly now: () => number = Date.now,
  ) {}

  async waitFor(account: string): Promise<number> {
    const entry = this.failures.get(account);
    return entry ? Math.max(0, entry.until - this.now()) : 0;
  }

  async failed(account: string): Promise<void> {
    const count = (this.failures.get(account)?.count ?? 0) + 1;
    this.failures.delete(account);
    this.failures.set(account, { count, until: this.now() + delayAfter(count, this.rules) });
    if (this.failures.size > this.rules.maxAccounts) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) this.failures.delete(oldest.value);
    }
  }

  async succeeded(account: string): Promise<void> {
    this.failures.delete(account);
  }
}

/** A password check that counts failures per account and refuses while the account waits. */
export async function throttledPasswordCheck(
  throttle: LoginThrottle,
  account: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const wait = await throttle.waitFor(account);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many failed attempts for this account. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`,
    );
  }
  const valid = await check();
  if (valid) await throttle.succeeded(account);
  else await throttle.failed(account);
  return valid;
}
