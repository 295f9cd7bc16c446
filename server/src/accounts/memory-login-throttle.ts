import {
  ACCOUNT_RULES,
  ADDRESS_RULES,
  delayAfter,
  KNOWN_ADDRESSES_PER_ACCOUNT,
  REMEMBER_ADDRESSES_MS,
  REMEMBER_FAILURES_MS,
  type LoginThrottle,
  type ThrottleRules,
} from './login-throttle';

/** A map that forgets its least recently written keys past a size. */
class Bounded<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super();
  }
  override set(key: string, value: V): this {
    this.delete(key);
    super.set(key, value);
    if (this.size > this.max) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return this;
  }
}

interface Failures {
  count: number;
  until: number;
  seen: number;
}

/**
 * One process's throttle, bounded in memory. Several processes each keep their own;
 * `RedisLoginThrottle` shares one, and this one stands in while Redis is away.
 */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly pairs: Bounded<Failures>;
  private readonly accounts: Bounded<Failures>;
  private readonly known: Bounded<Map<string, number>>;

  constructor(
    private readonly rules = { address: ADDRESS_RULES, account: ACCOUNT_RULES, maxKeys: 10_000 },
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new Bounded(rules.maxKeys);
    this.accounts = new Bounded(rules.maxKeys);
    this.known = new Bounded(rules.maxKeys);
  }

  private isKnown(account: string, address: string): boolean {
    const seen = this.known.get(account)?.get(address);
    return seen !== undefined && seen + REMEMBER_ADDRESSES_MS > this.now();
  }

  private current(map: Bounded<Failures>, key: string): Failures | undefined {
    const entry = map.get(key);
    return entry && entry.seen + REMEMBER_FAILURES_MS > this.now() ? entry : undefined;
  }

  private count(map: Bounded<Failures>, key: string, rules: ThrottleRules, step = 1) {
    const entry = this.current(map, key);
    const count = Math.max(0, (entry?.count ?? 0) + step);
    const now = this.now();
    // Taking back a reserved attempt leaves a wait that others' failures set.
    const until = step > 0 ? now + delayAfter(count, rules) : (entry?.until ?? 0);
    map.set(key, { count, until, seen: now });
  }

  async reserve(account: string, address: string): Promise<number> {
    const pair = `${account}\n${address}`;
    const known = this.isKnown(account, address);
    const now = this.now();
    const wait = Math.max(
      (this.current(this.pairs, pair)?.until ?? 0) - now,
      known ? 0 : (this.current(this.accounts, account)?.until ?? 0) - now,
      0,
    );
    if (wait > 0) return wait;
    this.count(this.pairs, pair, this.rules.address);
    if (!known) this.count(this.accounts, account, this.rules.account);
    return 0;
  }

  async succeeded(account: string, address: string): Promise<void> {
    this.pairs.delete(`${account}\n${address}`);
    const known = this.known.get(account) ?? new Map<string, number>();
    // The reserved attempt was counted against the account only if the address was new.
    if (!this.isKnown(account, address)) this.count(this.accounts, account, this.rules.account, -1);
    known.delete(address);
    known.set(address, this.now());
    while (known.size > KNOWN_ADDRESSES_PER_ACCOUNT) {
      const oldest = known.keys().next();
      if (oldest.done) break;
      known.delete(oldest.value);
    }
    this.known.set(account, known);
  }
}
