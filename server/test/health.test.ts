import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bounded } from '../src/platform/health-checks';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { startS3 } from './helpers/s3';
import { lacks, loadTestEnv } from './helpers/test-env';

const redisUrl = loadTestEnv().redisUrl;
const readyz = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/readyz' });

describe('bounded checks', () => {
  it('answers "timed out" for a check that never ends, and aborts it', async () => {
    let aborted = false;
    const result = await bounded(
      (signal) =>
        new Promise<string>(() => signal.addEventListener('abort', () => (aborted = true))),
      20,
    );
    expect(result).toBe('timed out');
    expect(aborted).toBe(true);
  });

  it('answers "unavailable" for a failed check, whatever its error says', async () => {
    const result = await bounded(async () => {
      throw new Error('connect ECONNREFUSED db.internal:5432');
    });
    expect(result).toBe('unavailable');
  });
});

describe.each(databaseKinds)('health probes on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // One sign-in attempt a minute: the probes must not count against any limit.
    ctx = await createTestApp(kind, { rateLimitMax: 1 });
  });
  afterAll(async () => ctx.close());

  it('says the process is alive and, with its database migrated, ready', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await readyz(ctx);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ok', checks: { database: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is never rate limited', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await readyz(ctx)).statusCode).toBe(200);
    }
  });

  it('is not ready on a database behind this build’s migrations', async () => {
    const behind = await createTestApp(kind);
    try {
      await behind.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await readyz(behind);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        status: 'unavailable',
        checks: { database: 'not migrated' },
      });
      // Alive all the same: a restart would not migrate it.
      expect((await behind.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('readiness with an S3 bucket', () => {
  it('checks the bucket, and is not ready once it is gone', async () => {
    const s3 = await startS3();
    const ctx = await createTestApp('pglite', { s3: s3.config() });
    try {
      const ready = await readyz(ctx);
      expect(ready.json()).toEqual({
        success: true,
        status: 'ok',
        checks: { database: 'ok', storage: 'ok' },
      });
      await s3.stop();
      const gone = await readyz(ctx);
      expect(gone.statusCode).toBe(503);
      const body = gone.json<{ checks: { database: string; storage: string } }>();
      expect(body.checks.database).toBe('ok');
      expect(['unavailable', 'timed out']).toContain(body.checks.storage);
      expect(gone.body).not.toContain('127.0.0.1');
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(lacks('readiness with Redis', 'redis')).each([redisUrl ?? ''])(
  'readiness with Redis (%s)',
  (url) => {
    it('pings Redis, and is not ready while it is away', async () => {
      const ctx = await createTestApp('pglite', {
        redis: { url, keyPrefix: `test:${randomUUID()}:` },
      });
      try {
        expect((await readyz(ctx)).json()).toEqual({
          success: true,
          status: 'ok',
          checks: { database: 'ok', redis: 'ok' },
        });
        ctx.app.redis?.disconnect();
        const away = await readyz(ctx);
        expect(away.statusCode).toBe(503);
        expect(away.json()).toEqual({
          success: false,
          status: 'unavailable',
          checks: { database: 'ok', redis: 'unavailable' },
        });
      } finally {
        await ctx.close();
      }
    });
  },
);
