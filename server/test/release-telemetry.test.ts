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
} from './helpers/releases';

type Event = { remote: string; version: string; type: string; value?: number; message?: string };

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

  it('counts loads, errors and vitals per version, from text/plain and JSON beacons', async () => {
    await report(ctx.app, [
      ...times(8, { remote: 'seeker', version: 'v1', type: 'load' }),
      { remote: 'seeker', version: 'v1', type: 'error', message: 'TypeError: x is undefined' },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 900 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 1100 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 1150 },
      { remote: 'seeker', version: 'v1', type: 'lcp', value: 2400 },
      { remote: 'seeker', version: 'v1', type: 'inp', value: 80 },
      { remote: 'seeker', version: 'v1', type: 'cls', value: 0.01 },
    ]);
    const json = await beacon(
      ctx.app,
      JSON.stringify({ events: times(2, { remote: 'seeker', version: 'v1', type: 'load' }) }),
      'application/json',
    );
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    await ctx.app.releases.flushTelemetry();
    const v1 = (await versionsOf())?.versions.find((v) => v.version === 'v1');
    // 1 error in 10 loads; LCP's p75 is the bound of the bucket the third of four samples is in.
    expect(v1).toMatchObject({ pageLoads: 10, errorRate: 0.1, lcpP75: 1200 });
  });

  it('ignores events of an unknown remote or version, and takes the rest of the beacon', async () => {
    await report(ctx.app, [
      { remote: 'admin', version: 'v1', type: 'load' },
      { remote: 'seeker', version: 'v404', type: 'load' },
      { remote: 'recruiter', version: 'config', type: 'load' },
      { remote: 'seeker', version: 'v1', type: 'load' },
    ]);
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
    expect(text).toContain('release_page_loads_total{remote="recruiter",version="config"} 1');
    expect(text).toContain('release_client_errors_total{remote="seeker",version="v1"} 1');
    expect(text).toContain('release_web_vital_p75{remote="seeker",version="v1",vital="lcp"} 1200');
    expect(text).toContain('release_web_vital_p75{remote="seeker",version="v1",vital="cls"} 0.01');
    expect(text).not.toContain('version="v404"');
  });

  it('keeps a canary that errs like its stable, and rolls back one that errs more', async () => {
    // v1: 1 error in 11 loads. v2 errs as often: kept, past its 20 loads.
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v2', 50);
    await report(ctx.app, [
      ...times(30, { remote: 'seeker', version: 'v2', type: 'load' }),
      ...times(2, { remote: 'seeker', version: 'v2', type: 'error' }),
    ]);
    expect((await versionsOf())?.canary).toEqual({ version: 'v2', percent: 50 });

    // v3 errs on every other load: under 20 loads it is not judged yet, at 20 it goes.
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v3', 50);
    await report(ctx.app, [
      ...times(19, { remote: 'seeker', version: 'v3', type: 'load' }),
      ...times(10, { remote: 'seeker', version: 'v3', type: 'error' }),
    ]);
    expect((await versionsOf())?.canary?.version).toBe('v3');
    const warn = vi.spyOn(ctx.app.log, 'warn');
    await report(ctx.app, [{ remote: 'seeker', version: 'v3', type: 'load' }]);
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
    // Promoting it again takes the mark off.
    await releaseCall(ctx.app, '/api/releases/promote', { remote: 'seeker', version: 'v3' });
    expect(
      (await versionsOf())?.versions.find((v) => v.version === 'v3')?.rolledBackAt,
    ).toBeUndefined();
  });
});

describe('the canary verdict', () => {
  const limits = { canaryMinPageLoads: 50, canaryMaxErrorRatio: 2 };
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
    // Another address has its own count.
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
