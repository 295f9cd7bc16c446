import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { authPlugin } from './plugins/auth';
import { cachePlugin } from './plugins/cache';
import { dbPlugin, seedPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { storagePlugin } from './plugins/storage';
import { webAppsPlugin } from './plugins/web-apps';
import { authRoutes } from './routes/auth';
import { companyAccountRoutes } from './routes/company-account';
import { companyApplicantsRoutes } from './routes/company-applicants';
import { companyJobsRoutes } from './routes/company-jobs';
import { filesRoutes } from './routes/files';
import { jobsRoutes } from './routes/jobs';
import { usersRoutes } from './routes/users';
import { webhooksRoutes } from './routes/webhooks';

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
  await app.register(cachePlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(multipartPlugin);
  await app.register(seedPlugin, { config });

  await app.register(jobsRoutes);
  await app.register(companyAccountRoutes);
  await app.register(companyJobsRoutes);
  await app.register(companyApplicantsRoutes);
  await app.register(usersRoutes);
  await app.register(authRoutes);
  await app.register(webhooksRoutes);
  await app.register(filesRoutes);

  if (config.serveWebApps) {
    await app.register(webAppsPlugin, {
      signInMode: config.signInMode,
      ...(config.clerk.publishableKey ? { clerkPublishableKey: config.clerk.publishableKey } : {}),
    });
  }
  return app;
}
