import type { FastifyInstance } from 'fastify';
import { lacks } from './helpers/test-env';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { isDatabaseUnavailable } from '../src/platform/database-errors';
import { testConfig } from './helpers/app';
import { databaseKinds, openTestDatabase } from './helpers/databases';
import { createCompany, createJob, FACTORY_PASSWORD } from './helpers/factories';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle hands on a driver error. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, wrapped or not', () => {
    const away = [
      coded('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('connect ETIMEDOUT', 'ETIMEDOUT'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      coded('connection failure', '08006'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('sorry, too many clients already', '53300'),
    ];
    for (const error of away) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(wrapped(error)))).toBe(true);
    }
  });

  it('leaves every other failure a 500', () => {
    const cyclic: Error & { cause?: unknown } = new Error('loop');
    cyclic.cause = cyclic;
    for (const error of [
      coded('duplicate key value', '23505'),
      coded('relation "jobs" does not exist', '42P01'),
      coded('no such file', 'ENOENT'),
      new Error('Cannot read properties of undefined'),
      wrapped('ECONNREFUSED'),
      cyclic,
      null,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe.each(databaseKinds)('a request whose database is away, on %s', (kind) => {
  it('answers 503 with Retry-After and nothing of the set-up', async () => {
    const database = await openTestDatabase(kind);
    const app = await buildApp(testConfig(), { database, logger: false });
    app.get('/api/boom', () => {
      throw wrapped(coded('connect ECONNREFUSED 10.0.0.5:5432 user=admin', 'ECONNREFUSED'));
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: 'The service is briefly unavailable. Please try again.',
      });
      expect(res.body).not.toMatch(/10\.0\.0\.5|admin|ECONNREFUSED/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

// A real outage: the app reaches its own test database through a proxy the test cuts, so no
// service anyone else uses is stopped.
describe.skipIf(lacks('the PostgreSQL server going away', 'postgres')).each(['postgres' as const])(
  'the PostgreSQL server going away and coming back (%s)',
  () => {
    let direct: DatabaseHandle;
    let proxied: DatabaseHandle;
    let proxy: TcpProxy;
    let app: FastifyInstance;

    beforeAll(async () => {
      direct = await openTestDatabase('postgres');
      const url = new URL(direct.url ?? '');
      proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      proxied = await openDatabase({ url: url.href });
      // No cached pages: every page must come from the database.
      app = await buildApp(testConfig({ jobListCacheTtlMs: 0 }), {
        database: proxied,
        logger: false,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await proxied.close();
      await proxy.close();
      await direct.close();
    });

    it('answers 503 while it is away and 200 again once it is back, without a restart', async () => {
      const company = await createCompany(direct.db);
      const job = await createJob(direct.db, company.id);
      const calls = () =>
        Promise.all([
          app.inject({ method: 'GET', url: `/api/jobs/${job.id}` }),
          app.inject({ method: 'GET', url: '/api/jobs?page=1' }),
          app.inject({
            method: 'POST',
            url: '/api/company/login',
            payload: { email: company.email, password: FACTORY_PASSWORD },
          }),
          app.inject({ method: 'GET', url: '/api/jobs' }),
          app.inject({ method: 'GET', url: '/readyz' }),
        ]);
      const statuses = async () => (await calls()).map((res) => res.statusCode);
      expect(await statuses()).toEqual([200, 200, 200, 200, 200]);

      proxy.cut();
      const away = await calls();
      // The whole list too: its first batch is read before the answer starts, not cut midway.
      expect(away.map((res) => res.statusCode)).toEqual([503, 503, 503, 503, 503]);
      for (const res of away.slice(0, 4)) {
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ success: false });
      }
      expect(away[4].json()).toEqual({
        success: false,
        status: 'unavailable',
        checks: { database: 'unavailable' },
      });
      // The process itself is alive: nothing to restart.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      // The pool lets a dead connection go once the system tells it the connection is gone; until
      // then a query may still be written to it (and answer 503). Back only once it has.
      for (let i = 0; i < 200 && (proxied.poolStats?.().total ?? 0) > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(proxied.poolStats?.().total).toBe(0);
      proxy.restore();
      expect(await statuses()).toEqual([200, 200, 200, 200, 200]);
    });
  },
);
