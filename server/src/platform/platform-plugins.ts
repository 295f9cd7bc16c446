import type { FastifyInstance } from 'fastify';
import { compatOriginsPlugin } from './compat-origins';
import { compressionPlugin } from './compression';
import type { AppConfig } from './config';
import { corsPlugin } from './cors';
import type { DatabaseHandle } from './database';
import { dbPlugin } from './database-plugin';
import { errorsPlugin } from './errors-plugin';
import { gracefulClosePlugin } from './graceful-close';
import { redisPlugin } from './redis';
import { refuseUnstorableTextPlugin } from './refuse-unstorable-text';
import { securityHeadersPlugin } from './security-headers';
import { sendTimeoutPlugin } from './send-timeout';
import { storagePlugin } from './storage-plugin';

/**
 * The infrastructure every domain stands on, in the order it must load: on the app itself, not
 * in a plugin of its own, so that hooks, decorators and the order of closing (the database closes
 * after everything registered after it) are those of a list written in `buildApp`.
 */
export async function registerPlatform(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle | undefined,
): Promise<void> {
  await app.register(errorsPlugin);
  await app.register(refuseUnstorableTextPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(corsPlugin, { config });
  // After CORS (its headers go on every answer, an early one too), before compression (whose
  // hook may turn the body into a stream): spec clients' failures as 200.
  await app.register(compatOriginsPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(sendTimeoutPlugin, { config });
  // Before the database: a Redis that is configured but away stops the start at once.
  await app.register(redisPlugin, { config });
  await app.register(dbPlugin, { config, ...(database ? { database } : {}) });
  await app.register(storagePlugin, { config });
}
