import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { JOB_CATEGORIES, JOB_LOCATIONS } from 'shared-api/contract';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { testConfig } from './helpers/app';
import { companyToken, createCompany, FACTORY_PASSWORD } from './helpers/factories';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { lacks, loadTestEnv } from './helpers/test-env';

const redisUrl = loadTestEnv().redisUrl;

// The outage is made in a proxy in front of this test's own connections: the Redis that other
// tests use is never stopped.
describe.skipIf(lacks('limits while Redis is away', 'redis')).each([redisUrl ?? ''])(
  'limits while Redis is away (%s)',
  (url) => {
    let proxy: TcpProxy;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let direct: FastifyInstance;
    const log: string[] = [];
    beforeAll(async () => {
      const target = new URL(url);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
      const proxied = new URL(url);
      proxied.port = String(proxy.port);
      const keyPrefix = `test:${randomUUID()}:`;
      const limits: Partial<AppConfig> = { rateLimitMax: 10, postJobRateMax: 2 };
      database = await openDatabase({ dataDir: null });
      app = await buildApp(
        testConfig({ ...limits, logLevel: 'info', redis: { url: proxied.href, keyPrefix } }),
        { database, logStream: { write: (line) => void log.push(line) } },
      );
      // Another process on the same Redis, reaching it directly throughout.
      direct = await buildApp(testConfig({ ...limits, redis: { url, keyPrefix } }), {
        database,
        logger: false,
      });
      await app.ready();
      await direct.ready();
    });
    afterAll(async () => {
      await app.close();
      await direct.close();
      await database.close();
      await proxy.close();
    });

    const login = (
      target: FastifyInstance,
      address: string,
      email = 'nobody@outage.example',
      password = 'wrong-password',
    ) =>
      target.inject({
        method: 'POST',
        url: '/api/company/login',
        remoteAddress: address,
        payload: { email, password },
      });
    const said = (pattern: RegExp) => log.filter((line) => pattern.test(line)).length;

    it('counts in the process while Redis is away, says so once, and counts together once it is back', async () => {
      expect((await login(app, '192.0.2.1')).statusCode).toBe(401);
      proxy.cut();

      // The per-address limit still holds (ten a minute, whatever the accounts)...
      const statuses = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await login(app, '192.0.2.2', `nobody${i}@outage.example`)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      // ...and so do the per-company post limit and the per-account sign-in throttle.
      const company = await createCompany(database.db);
      const token = await companyToken(app, company.id);
      const posts = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/company/post-job',
          headers: { token },
          payload: {
            title: `Outage ${i}`,
            description: '<p>x</p>',
            location: JOB_LOCATIONS[0],
            category: JOB_CATEGORIES[0],
            level: 'Senior Level',
            salary: 1,
          },
        });
        posts.push(res.statusCode);
      }
      expect(posts).toEqual([200, 200, 429]);
      // The throttle reserves each attempt in the process: five of eight sent at once are checked.
      const parallel = await Promise.all(
        Array.from({ length: 8 }, () => login(app, '198.51.100.1', company.email)),
      );
      expect(parallel.filter((res) => res.statusCode === 401)).toHaveLength(5);
      expect(parallel.filter((res) => res.statusCode === 429)).toHaveLength(3);
      expect(said(/redis unreachable/)).toBe(1);

      proxy.restore();
      await vi.waitFor(
        async () => {
          // A sign-in counted in Redis again: the other process sees this one's attempts.
          expect((await login(app, '203.0.113.9')).statusCode).toBe(401);
          expect(said(/redis is back/)).toBe(1);
        },
        { timeout: 15_000, interval: 250 },
      );
      const shared = [];
      for (let i = 0; i < 11; i += 1) {
        const target = i % 2 === 0 ? app : direct;
        shared.push((await login(target, '203.0.113.10', `shared${i}@outage.example`)).statusCode);
      }
      expect(shared).toEqual([...Array<number>(10).fill(401), 429]);
      expect(
        (await login(direct, '203.0.113.11', company.email, FACTORY_PASSWORD)).statusCode,
      ).toBe(200);
      expect(said(/redis unreachable/)).toBe(1);
    });
  },
);
