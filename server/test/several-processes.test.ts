import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { JOB_CATEGORIES, JOB_LOCATIONS } from 'shared-api/contract';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import { companyToken, createCompany, FACTORY_PASSWORD } from './helpers/factories';
import { logoFile, multipart, PNG } from './helpers/multipart';
import { startS3 } from './helpers/s3';
import { lacks, loadTestEnv } from './helpers/test-env';

const redisUrl = loadTestEnv().redisUrl;

// Two server processes as a deployment runs them: one PostgreSQL, one Redis, one bucket; each
// app has its own pool, caches and counters in memory.
describe
  .skipIf(lacks('two server processes sharing PostgreSQL', 'postgres', 'redis'))
  .each(['postgres' as const])('two server processes sharing %s, Redis and S3', () => {
  let first: TestContext;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let s3: Awaited<ReturnType<typeof startS3>>;

  beforeAll(async () => {
    s3 = await startS3();
    const shared: Partial<AppConfig> = {
      // A fresh prefix per run: counters from an earlier run cannot leak in.
      redis: { url: redisUrl ?? '', keyPrefix: `test:${randomUUID()}:` },
      s3: s3.config(),
      rateLimitMax: 3,
      postJobRateMax: 2,
    };
    first = await createTestApp('postgres', shared);
    const url = first.database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    secondDatabase = await openDatabase({ url });
    second = await buildApp(testConfig(shared), { database: secondDatabase, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    await s3.stop();
  });

  it('serves through one process a logo uploaded through the other', async () => {
    const { payload, headers } = multipart(
      { name: 'Shared', email: 'jobs@shared.test', password: 'long-password' },
      logoFile(),
    );
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/company/register',
      remoteAddress: '198.51.100.1',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const logo = await second.inject({
      method: 'GET',
      url: res.json<{ company: { image: string } }>().company.image,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });

  it('counts one client’s sign-in attempts across both processes', async () => {
    const login = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/company/login',
        remoteAddress: '198.51.100.2',
        payload: { email: 'nobody@shared.test', password: 'wrong-password' },
      });
    // Three a minute from one address, whichever process answers.
    const statuses = [
      (await login(first.app)).statusCode,
      (await login(second)).statusCode,
      (await login(first.app)).statusCode,
      (await login(second)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts an account’s failed sign-ins across both processes', async () => {
    const company = await createCompany(first.database.db);
    // From a new address each time, so the per-address limit stays out of the way.
    const attempt = (app: FastifyInstance, password: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/company/login',
        remoteAddress: `203.0.113.${i}`,
        payload: { email: company.email, password },
      });
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await attempt(app, 'wrong-password', i)).statusCode).toBe(401);
    }
    // Each process alone has seen ten failures: only shared counting slows the account down.
    const locked = await attempt(second, FACTORY_PASSWORD, 99);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many failed attempts for this account/,
    );
  });

  it('limits one company’s posts across both processes', async () => {
    const company = await createCompany(first.database.db);
    const post = async (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/company/post-job',
        headers: { token: await companyToken(app, company.id) },
        payload: {
          title: `Shared Engineer ${n}`,
          description: '<p>Shared</p>',
          location: JOB_LOCATIONS[0],
          category: JOB_CATEGORIES[0],
          level: 'Senior Level',
          salary: 1,
        },
      });
    const statuses = [
      (await post(first.app, 1)).statusCode,
      (await post(second, 2)).statusCode,
      (await post(first.app, 3)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe.skipIf(lacks('an app whose Redis is away', 'redis')).each([redisUrl ?? ''])(
  'an app whose Redis is away (%s)',
  () => {
    it('does not start when its Redis cannot be reached', async () => {
      // A port nothing listens on: the start fails at once, saying what is missing.
      await expect(
        buildApp(testConfig({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: '' } }), {
          logger: false,
        }),
      ).rejects.toThrow(/^Cannot reach Redis \(REDIS_URL\): .*ECONNREFUSED/);
    });
  },
);
