import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './database';
import { lockDataDir } from './data-dir-lock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** Raw SQL for the hot paths, with plans kept across calls where asked. */
    dbRun: DatabaseHandle['run'];
    /** LISTEN on a channel (PostgreSQL); null on the embedded database, which is one process. */
    dbListen: NonNullable<DatabaseHandle['listen']> | null;
    /** The PostgreSQL pool's connections (metrics); null on the embedded database. */
    dbPoolStats: NonNullable<DatabaseHandle['poolStats']> | null;
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** An already opened database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
}

export const dbPlugin = fp(async (app: FastifyInstance, { config, database }: DbPluginOptions) => {
  let handle = database;
  if (!handle) {
    let unlock = () => {};
    if (config.databaseUrl) {
      handle = await openDatabase({ url: config.databaseUrl });
    } else {
      if (config.dataDir) unlock = lockDataDir(config.dataDir);
      const dataDir = config.dataDir && path.join(config.dataDir, 'pglite');
      handle = await openDatabase({ dataDir }).catch((error: unknown) => {
        unlock();
        throw error;
      });
    }
    const owned = handle;
    app.addHook('onClose', async () => {
      await owned.close();
      unlock();
    });
  }
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.decorate('dbRun', handle.run);
  app.decorate('dbListen', handle.listen ?? null);
  app.decorate('dbPoolStats', handle.poolStats ?? null);
  app.log.info(`database: ${handle.kind}`);
});
