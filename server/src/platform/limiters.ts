import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds a count lives after its first point. */
  duration: number;
}

/** Makes counters: shared by every process through Redis when there is one. */
export type MakeLimiter = (options: LimiterOptions) => RateLimiterAbstract;

/**
 * With Redis, each counter lives there, so every process counts together, and an in-memory
 * insurance limiter takes over while Redis cannot be reached: limits keep holding through an
 * outage (each process counting alone) instead of switching off or failing every request.
 * Without Redis, each process counts alone. redis.ts says when Redis goes and comes back.
 */
export function limitersOn(redis: Redis | null): MakeLimiter {
  return (options) => {
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
      : memory;
  };
}
