import type { FastifyInstance } from 'fastify';
import { canaryVerdict } from '../src/releases/canary-watch';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  liveVersion,
  releaseApp,
  releaseCall,
  releaseConfig,
  releaseMapOf,
  releasesDir,
  reportErrors,
  servePages,
} from './helpers/releases';

type Event = {
  remote: string;
  version: string;
  type: string;
  value?: number;
  message?: string;
  token?: string;
};

const beacon = (app: FastifyInstance, body: string, type = 'text/plain;charset=UTF-8') =>
  app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { 'content-type': type },
    payload: body,
  });

/** Sends events as the shell would: beacons of at most 1 KB. */
async function report(app: FastifyInstance, events: Event[]) {
  for (let i = 0; i < events.length; i += 10) {
    const res = await beacon(app, JSON.stringify({ events: events.slice(i, i + 10) }));
    expect(res.statusCode).toBe(204);
  }
  await app.releases.flushTelemetry();
}
const times = (n: number, event: Event): Event[] => Array.from({ length: n }, () => event);

interface Listed {
  remotes: {
    remote: string;
    canary: { version: string; percent: number } | null;
    versions: {
      version: string;
      pageLoads: number;
      errorRate: number | null;
      lcpP75: number | null;
      rolledBackAt?: string;
      rollbackReason?: string;
    }[];
  }[];
}

describe.each(databaseKinds)('release telemetry, on %s', (kind) => {
  const ctx = releaseApp(kind, {
    config: { metricsPort: 0 },
    releases: { canaryMinPageLoads: 20, canaryMaxErrorRatio: 2 },
  });
  beforeAll(async () => {
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v1');
  });
  const versionsOf = async (remote = 'seeker') => {
    const listed = (await releaseCall(ctx.app, '/api/releases')).json<Listed>();
    return listed.remotes.find((r) => r.remote === remote);
  };

  it('counts served pages, token-carrying errors and vitals; load beacons count for nothing', async () => {
    const pages = await servePages(ctx.app, 99, 10, 'each its own address');
    await reportErrors(ctx.app, pages.slice(0, 1));
    await report(ctx.app, [
      ...times(8, { remote: 'seeker', version: 'v1', type: 'load' }),
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 900 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 1100 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 1150 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 2400 },
      { remote: 'seeker', version: 'v1', type: 'inp', value: 80 },
      { remote: 'seeker', version: 'v1', type: 'cls', value: 0.01 },
    ]);
    const json = await beacon(
      ctx.app,
      JSON.stringify({ events: times(2, { remote: 'seeker', version: 'v1', type: 'error' }) }),
      'application/json',
    );
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    await ctx.app.releases.flushTelemetry();
    const v1 = (await versionsOf())?.versions.find((v) => v.version === 'v1');
    // 1 error page in 10 served; LCP's p75 is the bound of the bucket the third of four samples is in.
    expect(v1).toMatchObject({ pageLoads: 10, errorRate: 0.1, lcpP75: 1200 });
  });

  it('ignores events of an unknown remote or version, and takes the rest of the beacon', async () => {
    await report(ctx.app, [
      { remote: 'admin', version: 'v1', type: 'lcp', value: 5 },
      { remote: 'seeker', version: 'v404', type: 'lcp', value: 5 },
      { remote: 'recruiter', version: 'config', type: 'lcp', value: 500 },
    ]);
    await servePages(ctx.app, 99, 1, 'each its own address');
    await ctx.app.releases.flushTelemetry();
    expect((await versionsOf())?.versions.find((v) => v.version === 'v1')?.pageLoads).toBe(11);
  });

  it('refuses a beacon over 1 KB, one that is not JSON, and malformed events', async () => {
    const big = JSON.stringify({
      events: times(30, { remote: 'seeker', version: 'v1', type: 'load' }),
    });
    expect(big.length).toBeGreaterThan(1024);
    const tooBig = await beacon(ctx.app, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false });
    for (const body of [
      'not json',
      '{}',
      '{"events":[]}',
      '{"events":[{"remote":"seeker","version":"v1","type":"lcp"}]}',
      '{"events":[{"remote":"seeker","version":"v1","type":"fid","value":3}]}',
      `{"events":[{"remote":"seeker","version":"v1","type":"error","message":"${'x'.repeat(201)}"}]}`,
      `{"events":[{"remote":"seeker","version":"v1","type":"error","token":"${'x'.repeat(121)}"}]}`,
      '{"events":[{"remote":"seeker","version":"v1","type":"lcp","value":-1}]}',
    ]) {
      const res = await beacon(ctx.app, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await beacon(ctx.app, '{}', 'image/png')).statusCode).toBe(415);
  });

  it('shows the counts in /metrics labelled by remote and version', async () => {
    const res = await fetch(`http://127.0.0.1:${ctx.app.metrics?.port() ?? 0}/metrics`);
    const text = await res.text();
    expect(text).toContain('release_page_loads_total{remote="seeker",version="v1"} 11');
    // The recruiter has no version registered: its pages are config.json's, counted as served.
    expect(text).toContain('release_page_loads_total{remote="recruiter",version="config"} 11');
    expect(text).toContain('release_client_errors_total{remote="seeker",version="v1"} 1');
    expect(text).toContain('release_web_vital_p75{remote="seeker",version="v1",vital="lcp"} 1200');
    expect(text).toContain('release_web_vital_p75{remote="seeker",version="v1",vital="cls"} 0.01');
    expect(text).not.toContain('version="v404"');
  });

  it('cannot be forced into a rollback by beacons without the pages tokens', async () => {
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v2', 50);
    const forged = { remote: 'seeker', version: 'v2', type: 'error', token: 'a'.repeat(43) };
    for (let i = 0; i < 6; i += 1) {
      await report(ctx.app, [
        ...times(10, { remote: 'seeker', version: 'v2', type: 'load' }),
        ...times(10, { remote: 'seeker', version: 'v2', type: 'error' }),
      ]);
      // Two beacons: a forged token makes each event longer.
      await report(ctx.app, times(5, forged));
      await report(ctx.app, times(5, forged));
    }
    // A token of the stable's page does not count for the canary.
    const stablePages = await servePages(ctx.app, 99, 3, 'each its own address');
    await reportErrors(
      ctx.app,
      stablePages.map(({ token }) => ({ version: 'v2', token })),
    );
    const seeker = await versionsOf();
    expect(seeker?.canary).toEqual({ version: 'v2', percent: 50 });
    expect(seeker?.versions.find((v) => v.version === 'v2')).toMatchObject({ pageLoads: 0 });
  });

  it('counts one error per page, however often its token is sent', async () => {
    // v2 errs like its stable (1 page in 10) over 30 pages: kept.
    const pages = await servePages(ctx.app, 0, 30, 'each its own address');
    expect(pages.every((page) => page.version === 'v2')).toBe(true);
    for (let i = 0; i < 5; i += 1) await reportErrors(ctx.app, pages.slice(0, 3));
    const v2 = (await versionsOf())?.versions.find((v) => v.version === 'v2');
    expect(v2).toMatchObject({ pageLoads: 30, errorRate: 0.1 });
    expect((await versionsOf())?.canary).toEqual({ version: 'v2', percent: 50 });
  });

  it('rolls back a canary that errs more, whatever flood of load beacons is sent', async () => {
    // v3 errs on every other browser's page: under 20 addresses it is not judged yet, at 20 it goes.
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v3', 50);
    const pages = await servePages(ctx.app, 0, 19, 'each its own address');
    await report(ctx.app, times(400, { remote: 'seeker', version: 'v3', type: 'load' }));
    await reportErrors(ctx.app, pages.slice(0, 10));
    expect((await versionsOf())?.canary?.version).toBe('v3');
    const warn = vi.spyOn(ctx.app.log, 'warn');
    await servePages(ctx.app, 0, 1, 'each its own address');
    await ctx.app.releases.flushTelemetry();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'seeker', version: 'v3' }),
      'canary rolled back automatically',
    );
    warn.mockRestore();
    const seeker = await versionsOf();
    expect(seeker?.canary).toBeNull();
    expect(seeker?.versions.find((v) => v.version === 'v3')).toMatchObject({
      rolledBackAt: expect.any(String) as string,
      rollbackReason: expect.stringContaining('more than 2x the stable') as string,
    });
    // Out of the map at once: a browser of the canary's bucket is back on the stable version.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'release_bucket=0' },
    });
    expect(releaseMapOf(page.body)?.remotes.seeker?.version).toBe('v1');
    // Nor can it be pinned: a link asking for it is ignored, a cookie naming it is cleared.
    const pin = (url: string, cookie: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    const asked = await pin('/?release=seeker@v3', 'release_bucket=99');
    expect(releaseMapOf(asked.body)).toMatchObject({
      remotes: { seeker: { version: 'v1' } },
      overrides: [],
    });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const kept = await pin('/', 'release_bucket=99; release_override=seeker@v3');
    expect(releaseMapOf(kept.body)?.remotes.seeker?.version).toBe('v1');
    expect(String(kept.headers['set-cookie'])).toMatch(/release_override=; Max-Age=0/);
    // Promoting it again takes the mark off.
    await releaseCall(ctx.app, '/api/releases/promote', { remote: 'seeker', version: 'v3' });
    expect(
      (await versionsOf())?.versions.find((v) => v.version === 'v3')?.rolledBackAt,
    ).toBeUndefined();
  });
});

describe('the canary verdict', () => {
  // The rates alone: one erring address may judge here (the minimum has its own case below).
  const limits = { canaryMinPageLoads: 50, canaryMaxErrorRatio: 2, canaryMinErrorClients: 1 };
  it('waits for enough loads, and treats a stable without errors as one error in its loads', () => {
    expect(
      canaryVerdict({ pageLoads: 49, errors: 49 }, { pageLoads: 1000, errors: 0 }, limits),
    ).toBeNull();
    // A stable without errors in 1000 loads: a canary at 1 in 50 is 10 times worse.
    expect(
      canaryVerdict({ pageLoads: 50, errors: 1 }, { pageLoads: 1000, errors: 0 }, limits),
    ).toMatch(/error rate 2\.0%/);
    // A stable without any loads yet counts as 1 error in 50: 2 in 50 is not above 2x, 3 is.
    expect(
      canaryVerdict({ pageLoads: 50, errors: 2 }, { pageLoads: 0, errors: 0 }, limits),
    ).toBeNull();
    expect(
      canaryVerdict({ pageLoads: 50, errors: 3 }, { pageLoads: 0, errors: 0 }, limits),
    ).not.toBeNull();
    expect(
      canaryVerdict({ pageLoads: 100, errors: 10 }, { pageLoads: 100, errors: 5 }, limits),
    ).toBeNull();
    expect(
      canaryVerdict({ pageLoads: 100, errors: 11 }, { pageLoads: 100, errors: 5 }, limits),
    ).not.toBeNull();
  });

  it('needs errors from several addresses: one client alone never decides', () => {
    const several = { ...limits, canaryMinErrorClients: 3 };
    // Beside a large stable without errors, one erring address would be far above 2x its rate.
    const stable = { pageLoads: 100_000, errors: 0 };
    expect(canaryVerdict({ pageLoads: 5_000, errors: 1 }, stable, limits)).not.toBeNull();
    expect(canaryVerdict({ pageLoads: 5_000, errors: 2 }, stable, several)).toBeNull();
    expect(canaryVerdict({ pageLoads: 5_000, errors: 3 }, stable, several)).not.toBeNull();
  });
});

describe('release telemetry limits per client', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      releases: releaseConfig(releasesDir(), { telemetryRateMax: 3 }),
    });
  });
  afterAll(() => ctx.close());

  it('answers 429 past its beacons a minute', async () => {
    const body = JSON.stringify({
      events: [{ remote: 'seeker', version: 'config', type: 'load' }],
    });
    for (let i = 0; i < 3; i += 1) expect((await beacon(ctx.app, body)).statusCode).toBe(204);
    const limited = await beacon(ctx.app, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false });
    // Another address has its own count; an IPv6 client counts by its /64.
    const from = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        headers: { 'content-type': 'text/plain' },
        payload: body,
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await from(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(204);
    expect((await from('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(204);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      headers: { 'content-type': 'text/plain' },
      payload: body,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(204);
  });
});
