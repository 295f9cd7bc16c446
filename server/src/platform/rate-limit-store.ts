import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MakeLimiter } from './limiters';

/**
 * The rate limit's counters on rate-limiter-flexible: fixed windows that start with a client's
 * first request, in Redis (with its in-memory insurance) or in this process (limiters.ts).
 */
export function rateLimitStore(makeLimiter: MakeLimiter, prefix: string) {
  // One limiter per window length; routes' windows are few and fixed.
  const windows = new Map<number, RateLimiterAbstract>();
  const limiterFor = (windowMs: number) => {
    let limiter = windows.get(windowMs);
    if (!limiter) {
      // Points are not used: the plugin compares the count with each route's own maximum.
      limiter = makeLimiter({
        keyPrefix: `${prefix}${windowMs}`,
        points: 1,
        duration: windowMs / 1000,
      });
      windows.set(windowMs, limiter);
    }
    return limiter;
  };
  const store = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      limiterFor(timeWindow)
        .penalty(`${scope}${key}`)
        .then(
          (counted) =>
            callback(null, { current: counted.consumedPoints, ttl: counted.msBeforeNext }),
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
