import type { Redis } from 'ioredis';
import {
  ACCOUNT_RULES,
  ADDRESS_RULES,
  KNOWN_ADDRESSES_PER_ACCOUNT,
  REMEMBER_ADDRESSES_MS,
  REMEMBER_FAILURES_MS,
  type LoginThrottle,
} from './login-throttle';

// Both scripts read the clock of Redis, not of the process, so servers whose clocks differ agree.
// KEYS: the address's failures on the account, the account's failures, its known addresses.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)
local known = redis.call('ZSCORE', KEYS[3], ARGV[1])
known = known and tonumber(known) + tonumber(ARGV[10]) > now`;

// `delayAfter` (login-throttle.ts) in Lua, so that checking, counting and the wait are one step.
const DELAY = `local function delay(count, free, base, ceiling)
  local over = count - tonumber(free) + 1
  if over <= 0 then return 0 end
  return math.min(tonumber(base) * 2 ^ (over - 1), tonumber(ceiling))
end
local function count(key, step, free, base, ceiling)
  local n = redis.call('HINCRBY', key, 'count', step)
  if n < 0 then
    redis.call('HSET', key, 'count', 0)
    n = 0
  end
  if step > 0 then redis.call('HSET', key, 'until', now + delay(n, free, base, ceiling)) end
  redis.call('PEXPIRE', key, ARGV[9])
end
local function wait(key)
  local untilMs = redis.call('HGET', key, 'until')
  if not untilMs then return 0 end
  return math.max(0, tonumber(untilMs) - now)
end`;

// ARGV: address, the address rules (3), the account rules (3), known-address ceiling,
// failures' memory, addresses' memory.
const RESERVE = `${NOW}
${DELAY}
local waiting = wait(KEYS[1])
if not known then waiting = math.max(waiting, wait(KEYS[2])) end
if waiting > 0 then return waiting end
count(KEYS[1], 1, ARGV[2], ARGV[3], ARGV[4])
if not known then count(KEYS[2], 1, ARGV[5], ARGV[6], ARGV[7]) end
return 0`;

const SUCCEEDED = `${NOW}
${DELAY}
redis.call('DEL', KEYS[1])
if not known then count(KEYS[2], -1, ARGV[5], ARGV[6], ARGV[7]) end
redis.call('ZADD', KEYS[3], now, ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[3], 0, -(tonumber(ARGV[8]) + 1))
redis.call('PEXPIRE', KEYS[3], ARGV[10])
return 0`;

/**
 * The sign-in throttle kept in Redis, so that every server process counts together. Each step
 * is one script, so two processes counting at once cannot lose a failure or both slip past a
 * limit. Errors reach the caller: `RedisFallback` counts in the process while Redis is away.
 */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(private readonly redis: Redis) {}

  private run(script: string, account: string, address: string): Promise<unknown> {
    return this.redis.eval(
      script,
      3,
      `sign-in-failures:${account}:${address}`,
      `sign-in-failures:${account}`,
      `sign-in-known:${account}`,
      address,
      ADDRESS_RULES.freeFailures,
      ADDRESS_RULES.baseDelayMs,
      ADDRESS_RULES.maxDelayMs,
      ACCOUNT_RULES.freeFailures,
      ACCOUNT_RULES.baseDelayMs,
      ACCOUNT_RULES.maxDelayMs,
      KNOWN_ADDRESSES_PER_ACCOUNT,
      REMEMBER_FAILURES_MS,
      REMEMBER_ADDRESSES_MS,
    );
  }

  async reserve(account: string, address: string): Promise<number> {
    return Number(await this.run(RESERVE, account, address));
  }

  async succeeded(account: string, address: string): Promise<void> {
    await this.run(SUCCEEDED, account, address);
  }
}
