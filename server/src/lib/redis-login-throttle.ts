import type { Redis } from 'ioredis';
import { THROTTLE_RULES, type LoginThrottle, type ThrottleRules } from './login-throttle';

// Both scripts read the clock of Redis, not of the process, so servers whose clocks differ agree.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

const WAIT_FOR = `${NOW}
local untilMs = redis.call('HGET', KEYS[1], 'until')
if not untilMs then return 0 end
return math.max(0, tonumber(untilMs) - now)`;

// The rule of `delayAfter` (login-throttle.ts), in Lua so the count and the wait are one step.
// ARGV: free failures, base delay, ceiling, how long an account's failures are remembered.
const FAILED = `${NOW}
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local over = count - tonumber(ARGV[1]) + 1
local delay = 0
if over > 0 then delay = math.min(tonumber(ARGV[2]) * 2 ^ (over - 1), tonumber(ARGV[3])) end
redis.call('HSET', KEYS[1], 'until', now + delay)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return delay`;

/** Failures are forgotten a day after the last one, as an idle account's would be. */
const REMEMBER_MS = 24 * 60 * 60_000;

/**
 * The sign-in throttle kept in Redis, so that every server process counts an account's failures
 * together. Each step is one script, so two processes counting the same failure at once cannot
 * lose one. If Redis cannot be reached the throttle lets the attempt through and says so in the
 * log: the per-address limit still applies, and nobody is locked out by an outage.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
    private readonly rules: ThrottleRules = THROTTLE_RULES,
  ) {}

  private key(account: string): string {
    return `sign-in-failures:${account}`;
  }

  async waitFor(account: string): Promise<number> {
    try {
      return Number(await this.redis.eval(WAIT_FOR, 1, this.key(account)));
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async failed(account: string): Promise<void> {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.rules;
    await this.redis
      .eval(FAILED, 1, this.key(account), freeFailures, baseDelayMs, maxDelayMs, REMEMBER_MS)
      .catch(this.onError);
  }

  async succeeded(account: string): Promise<void> {
    await this.redis.del(this.key(account)).catch(this.onError);
  }
}
