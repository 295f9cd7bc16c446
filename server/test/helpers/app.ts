import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { remoteEntries } from '../../../federation.shared';
import type { AppConfig } from '../../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../../src/platform/database';
import { MemoryStorage } from '../../src/platform/storage';
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
    inviteRateMax: 20,
    requestTimeoutMs: 60_000,
    sendTimeoutMs: 30_000,
    jobListCacheTtlMs: 5_000,
    jobDefaultDays: 60,
    defaultCurrency: 'INR',
    jobExpirySweepMs: 3_000,
    liveTokenCheckMs: 2_000,
    serveWebApps: false,
    publicUrl: undefined,
    siteUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Job Board <no-reply@test.jobboard>',
    mailPollMs: 100,
    mailMaxAttempts: 8,
    // Mail about a status change goes at once, as the tests before undo expect; undo's own
    // tests set a short window.
    undoWindowMs: 0,
    metricsHost: '127.0.0.1',
    alertIntervalMs: 86_400_000,
    applicationRetentionDays: 365,
    requireEmailVerification: false,
    jobViewCounting: true,
    jobViewAddressMax: 3,
    releases: {
      token: undefined,
      dir: null,
      canaryMinPageLoads: 50,
      canaryMaxErrorRatio: 2,
      canaryMinErrorClients: 3,
      telemetryRateMax: 1000,
      telemetrySampleRate: 1,
    },
    corsOrigins: [],
    compatOrigins: [],
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
  options: Pick<BuildOptions, 'webAppsRoot'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const app = await buildApp(testConfig(overrides), { database, logger: false, ...options });
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

export interface TwoProcesses {
  first: TestContext;
  /** A second app on the first one's PostgreSQL database, with its own pool, cache and listener. */
  second: FastifyInstance;
  close: () => Promise<void>;
}

/** Two server processes on one PostgreSQL database, as several processes behind a balancer. */
export async function createTwoProcesses(
  overrides: Partial<AppConfig> = {},
): Promise<TwoProcesses> {
  const first = await createTestApp('postgres', overrides);
  const url = first.database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  const database = await openDatabase({ url });
  const second = await buildApp(testConfig(overrides), { database, logger: false });
  await second.ready();
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await database.close();
      await first.close();
    },
  };
}
