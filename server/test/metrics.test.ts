import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/platform/config';
import { mailOutbox } from '../src/platform/schema';
import { queueMail } from '../src/mail/outbox-queries';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { resetMail } from './helpers/mail';
import { refusesConnections } from './helpers/server-process';

async function scrape(app: FastifyInstance): Promise<string> {
  const port = app.metrics?.port();
  if (!port) throw new Error('metrics are not served');
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the series whose name and labels all appear on its line. */
function value(text: string, name: string, ...labels: string[]): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        labels.every((label) => l.includes(label)),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('METRICS_PORT', () => {
  it('is off by default, a port when set, and refused when it is no port or the public one', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    for (const bad of ['metrics', '0', '70000', '94.5']) {
      expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/differ from PORT/);
  });

  it('listens on 127.0.0.1 whatever HOST is, unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_HOST: '10.0.0.5' }).metricsHost).toBe('10.0.0.5');
    expect(() => loadConfig({ METRICS_HOST: '' })).toThrow(ConfigError);
  });

  it('leaves metrics off when unset', async () => {
    const ctx = await createTestApp('pglite');
    expect(ctx.app.metrics).toBeNull();
    await ctx.close();
  });
});

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let ctx: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { metricsPort: 0 });
    // A second app in this process, as tests build them: each has its own registry.
    second = await buildApp(testConfig({ metricsPort: 0 }), {
      database: ctx.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('counts requests by route pattern and status, with durations', async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    const missing = randomUUID();
    for (const id of [job.id, job.id, missing]) {
      await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    }
    await ctx.app.inject({ method: 'GET', url: '/no/such/page' });
    const text = await scrape(ctx.app);
    const byId = (status: string) =>
      value(text, 'http_request_duration_seconds_count', 'route="/api/jobs/:id"', status);
    expect(byId('status_code="200"')).toBe(2);
    expect(byId('status_code="404"')).toBe(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_bucket',
        'route="/api/jobs/:id"',
        'le="+Inf"',
        'status_code="200"',
      ),
    ).toBe(2);
    expect(value(text, 'http_request_duration_seconds_count', 'route="unmatched"')).toBe(1);
    expect(text).not.toContain(job.id);
    expect(text).not.toContain('/no/such/page');
    // Each app counts its own.
    expect(
      value(await scrape(second), 'http_request_duration_seconds_count', 'route="/api/jobs/:id"'),
    ).toBeUndefined();
  });

  it('counts job list cache hits and misses', async () => {
    const url = `/api/jobs?page=1&title=${randomUUID()}`;
    const before = await scrape(ctx.app);
    const hits = value(before, 'job_list_cache_hits_total') ?? NaN;
    const misses = value(before, 'job_list_cache_misses_total') ?? NaN;
    await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const after = await scrape(ctx.app);
    expect(value(after, 'job_list_cache_misses_total')).toBe(misses + 1);
    expect(value(after, 'job_list_cache_hits_total')).toBe(hits + 2);
  });

  it('shows the database pool on PostgreSQL', async () => {
    const text = await scrape(ctx.app);
    const total = value(text, 'db_pool_connections', 'state="total"');
    if (kind === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(value(text, 'db_pool_connections', 'state="waiting"')).toBe(0);
    } else {
      expect(total).toBeUndefined();
    }
  });

  it('listens on METRICS_HOST, not on the public HOST', async () => {
    const everywhere = await buildApp(testConfig({ host: '0.0.0.0', metricsPort: 0 }), {
      database: ctx.database,
      logger: false,
    });
    try {
      await everywhere.ready();
      expect(everywhere.metrics?.address()?.address).toBe('127.0.0.1');
    } finally {
      await everywhere.close();
    }
  });

  it('shows the mail outbox: messages queued, and those set aside as failed', async () => {
    const state = (text: string, name: string) =>
      value(text, 'mail_outbox_messages', `state="${name}"`);
    const before = await scrape(ctx.app);
    expect(state(before, 'queued')).toEqual(expect.any(Number));
    expect(state(before, 'failed')).toEqual(expect.any(Number));
    // Due in an hour: no worker sends them meanwhile.
    const runAt = new Date(Date.now() + 3_600_000);
    const ids = await Promise.all(
      [1, 2].map((n) => queueMail(ctx.app.db, resetMail(`queued${n}@example.test`, n), { runAt })),
    );
    const queued = await scrape(ctx.app);
    expect(state(queued, 'queued')).toBe((state(before, 'queued') ?? NaN) + 2);
    expect(state(queued, 'failed')).toBe(state(before, 'failed'));

    await ctx.app.db
      .update(mailOutbox)
      .set({ failedAt: sql`now()` })
      .where(eq(mailOutbox.id, ids[0] ?? ''));
    const failed = await scrape(ctx.app);
    expect(state(failed, 'queued')).toBe((state(before, 'queued') ?? NaN) + 1);
    expect(state(failed, 'failed')).toBe((state(before, 'failed') ?? NaN) + 1);
  });

  it('is served on its own port only, and closed with the app', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const port = second.metrics?.port();
    if (!port) throw new Error('metrics are not served');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    await second.close();
    expect(await refusesConnections(port)).toBe(true);
  });
});
