import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { remoteEntries } from '../../../federation.shared';
import type { AppConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { MemoryStorage } from '../../src/lib/storage';
import { openTestDatabase, type DatabaseKind } from './databases';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    filesDir: '',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256!!',
    clerk: {},
    seedDemoData: false,
    logLevel: 'silent',
    trustProxy: false,
    rateLimitMax: 1000,
    postJobRateMax: 30,
    requestTimeoutMs: 60_000,
    sendTimeoutMs: 30_000,
    jobListCacheTtlMs: 5_000,
    serveWebApps: false,
    publicUrl: undefined,
    corsOrigins: [],
    signInMode: 'modal',
    remoteEntries: remoteEntries('built'),
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** One database and one app per test file: tests make their own data with the factories. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const app = await buildApp(testConfig(overrides), { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The files an in-memory test app has stored. */
export function storedFiles(app: FastifyInstance): Map<string, Buffer> {
  if (!(app.storage instanceof MemoryStorage))
    throw new Error('the test app should use MemoryStorage');
  return app.storage.files;
}
