import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MakeLimiter } from '../platform/limiters';
import {
  ACCOUNT_RULES,
  ADDRESS_RULES,
  delayAfter,
  REMEMBER_ADDRESSES_MS,
  REMEMBER_FAILURES_MS,
  type LoginThrottle,
  type ThrottleRules,
} from './login-throttle';

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** Failures on one key (an account, or an account from one address) and the wait they set. */
class Scope {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;

  constructor(
    makeLimiter: MakeLimiter,
    name: string,
    private readonly rules: ThrottleRules,
  ) {
    this.failures = makeLimiter({
      keyPrefix: `sign-in-failures-${name}`,
      points: 1,
      duration: seconds(REMEMBER_FAILURES_MS),
    });
    // One point: taking it starts a wait, and nobody else takes it until the wait is over.
    this.waits = makeLimiter({ keyPrefix: `sign-in-wait-${name}`, points: 1, duration: 1 });
  }

  /** Counts an attempt as a failure until it succeeds: the count, this attempt included. */
  async count(key: string): Promise<number> {
    return (await this.failures.penalty(key)).consumedPoints;
  }

  async uncount(key: string): Promise<void> {
    await this.failures.reward(key);
  }

  /**
   * 0 when the `n`-th attempt may go ahead, starting the wait that follows it if it needs one;
   * otherwise the milliseconds left of a wait that is running. Taking the wait's one point is
   * atomic, so of parallel attempts past the free ones exactly one goes ahead.
   */
  async admit(key: string, n: number): Promise<number> {
    const delay = delayAfter(n, this.rules);
    if (delay === 0) {
      const running = await this.waits.get(key);
      return running && running.msBeforeNext > 0 ? running.msBeforeNext : 0;
    }
    try {
      await this.waits.consume(key, 1, { customDuration: seconds(delay) });
      return 0;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(refused.msBeforeNext, 1);
      throw refused;
    }
  }

  async forgive(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

/**
 * The sign-in throttle (login-throttle.ts) on rate-limiter-flexible's counters: in Redis, shared
 * by every process and atomic, with an in-memory insurance while Redis is away; or in this
 * process (limiters.ts). Failures are forgotten a day after the first.
 */
export class SignInThrottle implements LoginThrottle {
  private readonly pairs: Scope;
  private readonly accounts: Scope;
  private readonly known: RateLimiterAbstract;

  constructor(
    makeLimiter: MakeLimiter,
    rules = { address: ADDRESS_RULES, account: ACCOUNT_RULES },
  ) {
    this.pairs = new Scope(makeLimiter, 'address', rules.address);
    this.accounts = new Scope(makeLimiter, 'account', rules.account);
    this.known = makeLimiter({
      keyPrefix: 'sign-in-known',
      points: 1,
      duration: seconds(REMEMBER_ADDRESSES_MS),
    });
  }

  private async isKnown(pair: string): Promise<boolean> {
    return (await this.known.get(pair)) !== null;
  }

  async reserve(account: string, address: string): Promise<number> {
    const pair = `${account}\n${address}`;
    const wait = await this.admitted(this.pairs, pair);
    if (wait > 0 || (await this.isKnown(pair))) return wait;
    const accountWait = await this.admitted(this.accounts, account);
    if (accountWait > 0) await this.pairs.uncount(pair);
    return accountWait;
  }

  /** Counts the attempt on one scope, and takes it back if the scope makes it wait. */
  private async admitted(scope: Scope, key: string): Promise<number> {
    const wait = await scope.admit(key, await scope.count(key));
    if (wait > 0) await scope.uncount(key);
    return wait;
  }

  async succeeded(account: string, address: string): Promise<void> {
    const pair = `${account}\n${address}`;
    // The reserved attempt was counted against the account only if the address was new.
    const known = await this.isKnown(pair);
    await Promise.all([
      this.pairs.forgive(pair),
      known ? undefined : this.accounts.uncount(account),
      this.known.set(pair, 1, seconds(REMEMBER_ADDRESSES_MS)),
    ]);
  }
}
