import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters shared by every server process (REDIS_URL); null when this process counts alone. */
    redis: Redis | null;
  }
}

export const redisPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    if (!config.redis) {
      app.decorate('redis', null);
      return;
    }
    let started = false;
    const client = new Redis(config.redis.url, {
      keyPrefix: config.redis.keyPrefix,
      lazyConnect: true,
      // While Redis is away a command fails at once instead of holding the request, and one
      // that gets no answer fails after a moment: the limits then count in the process
      // (limiters.ts) rather than stall every sign-in.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      // Reconnect with a growing pause once running; at start, one failure is enough to stop.
      retryStrategy: (times) => (started ? Math.min(times * 200, 2_000) : null),
    });
    // ioredis reconnects by itself; without a listener an 'error' event would end the process.
    // Said once when Redis goes away and once when it is back, not per reconnect attempt.
    let lastError: Error | undefined;
    let away = false;
    let closing = false;
    const gone = (reason: string) => {
      if (!started || away || closing) return;
      away = true;
      app.log.warn(
        `redis unreachable (${reason}): rate limits and sign-in throttling count in this process until it is back`,
      );
    };
    client.on('error', (error: Error) => {
      lastError = error;
      gone(error.message);
    });
    client.on('close', () => gone('connection closed'));
    client.on('ready', () => {
      lastError = undefined;
      if (!away) return;
      away = false;
      app.log.info('redis is back: rate limits and sign-in throttling count together again');
    });
    // A configured Redis that cannot be reached stops the start, with its error (and not the
    // URL, which may carry a password).
    await client.connect().catch((error: unknown) => {
      client.disconnect();
      // ioredis rejects with "Connection is closed"; the error event said why.
      const cause = lastError ?? (error instanceof Error ? error : new Error(String(error)));
      throw new Error(`Cannot reach Redis (REDIS_URL): ${cause.message}`);
    });
    started = true;
    app.addHook('onClose', async () => {
      closing = true;
      // During an outage there is no connection to say goodbye on: just stop reconnecting.
      await client.quit().catch(() => client.disconnect());
    });
    app.decorate('redis', client);
    app.log.info('rate limits and sign-in throttling: shared through redis');
  },
  { name: 'redis' },
);
