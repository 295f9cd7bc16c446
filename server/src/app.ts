import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { authPlugin } from './plugins/auth';
import { dbPlugin, seedPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { storagePlugin } from './plugins/storage';
import { webAppsPlugin } from './plugins/web-apps';
import { filesRoutes } from './routes/files';
import { jobsRoutes } from './routes/jobs';

export interface BuildOptions {
  /** An already opened database: tests share one per file. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first, then routes per resource.
  await app.register(errorsPlugin);
  await app.register(dbPlugin, {
    config,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(storagePlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(seedPlugin, { config });

  await app.register(jobsRoutes);
  await app.register(filesRoutes);

  if (config.serveWebApps) {
    await app.register(
      webAppsPlugin,
      config.clerk.publishableKey ? { clerkPublishableKey: config.clerk.publishableKey } : {},
    );
  }
  return app;
}
