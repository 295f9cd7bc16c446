import { HttpError } from './http-error';

/**
 * Failed sign-ins per account, on top of the per-address limit: after a few failures in a row an
 * account waits longer and longer, whatever address the attempts come from, and a proxy that
 * hides every user behind one address no longer locks everyone out. Bounded in memory: the
 * least recently failed accounts are forgotten first.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly options = {
      freeFailures: 5,
      baseDelayMs: 1_000,
      maxDelayMs: 15 * 60_000,
      maxAccounts: 10_000,
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this account must still wait before another attempt; 0 when it may try. */
  waitFor(account: string): number {
    const entry = this.failures.get(account);
    return entry ? Math.max(0, entry.until - this.now()) : 0;
  }

  failed(account: string): void {
    const count = (this.failures.get(account)?.count ?? 0) + 1;
    const over = count - this.options.freeFailures + 1;
    const delay =
      over > 0 ? Math.min(this.options.baseDelayMs * 2 ** (over - 1), this.options.maxDelayMs) : 0;
    this.failures.delete(account);
    this.failures.set(account, { count, until: this.now() + delay });
    if (this.failures.size > this.options.maxAccounts) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) this.failures.delete(oldest.value);
    }
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }
}

/** A password check that counts failures per account and refuses while the account waits. */
export async function throttledPasswordCheck(
  throttle: LoginThrottle,
  account: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const wait = throttle.waitFor(account);
  if (wait > 0) {
    throw new HttpError(
      429,
      `Too many failed attempts for this account. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`,
    );
  }
  const valid = await check();
  if (valid) throttle.succeeded(account);
  else throttle.failed(account);
  return valid;
}
