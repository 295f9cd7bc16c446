import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisFallback } from './redis-fallback';

interface Count {
  current: number;
  ttl: number;
}

// One step in Redis: a window starts with the first request and ends on its own.
const INCR = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Fixed windows in this process, bounded: a flood of clients forgets the oldest windows. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, windowMs: number): Count {
    const now = Date.now();
    const open = this.windows.get(key);
    const window = open && open.endsAt > now ? open : { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * The rate limit's counters: in Redis when there is one, so every process counts together, and
 * in this process while Redis is away (RedisFallback), rather than letting every request through.
 */
export function rateLimitStore(redis: Redis | null, prefix: string, fallback: RedisFallback) {
  const local = new LocalWindows();
  const store = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const full = `${prefix}${scope}${key}`;
      const counted = redis
        ? fallback.run(
            async () => {
              const [current, ttl] = (await redis.eval(INCR, 1, full, timeWindow)) as [
                number,
                number,
              ];
              return { current, ttl };
            },
            async () => local.incr(full, timeWindow),
          )
        : Promise.resolve(local.incr(full, timeWindow));
      counted.then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child(routeOptions) {
      // Each limited route counts apart, as the plugin's own stores do.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return store(`${scope}${method}${route?.url ?? ''}-`);
    },
  });
  // The plugin makes its store with `new`.
  return function Store() {
    return store('');
  } as unknown as new () => FastifyRateLimitStore;
}
