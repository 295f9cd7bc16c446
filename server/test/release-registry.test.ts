import { writeFileSync } from 'node:fs';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { AUTH, publishVersion, releaseApp, releaseCall } from './helpers/releases';

interface Listed {
  remotes: {
    remote: string;
    stable: string | null;
    canary: { version: string; percent: number } | null;
    versions: {
      version: string;
      entry: string;
      live: boolean;
      pageLoads: number;
      rolledBackAt?: string;
      rollbackReason?: string;
    }[];
  }[];
}

describe.each(databaseKinds)('the release registry, on %s', (kind) => {
  const ctx = releaseApp(kind);
  const call = (url: string, payload?: object) => releaseCall(ctx.app, url, payload);
  const list = async () => {
    const res = await call('/api/releases');
    expect(res.statusCode).toBe(200);
    return res.json<Listed>();
  };
  const seekerOf = async () => (await list()).remotes.find((r) => r.remote === 'seeker');
  const versionOf = async (version: string) =>
    (await seekerOf())?.versions.find((v) => v.version === version);
  const MARKED = { rolledBackAt: expect.any(String) as string, rollbackReason: 'manual' };

  it('registers a version whose entry answers, once, and lists it', async () => {
    const entry = publishVersion(ctx.dir, 'seeker', 'v1');
    const first = await call('/api/releases', { remote: 'seeker', version: 'v1', entry });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Registered seeker@v1' });
    // The same again is fine (a CLI retried); another entry for it is not: versions never change.
    expect(
      (await call('/api/releases', { remote: 'seeker', version: 'v1', entry })).statusCode,
    ).toBe(200);
    const other = await call('/api/releases', {
      remote: 'seeker',
      version: 'v1',
      entry: publishVersion(ctx.dir, 'seeker', 'v1-copy'),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      success: false,
      message: expect.stringContaining('never change') as string,
    });
    const seeker = await seekerOf();
    expect(seeker).toMatchObject({ stable: null, canary: null });
    expect(seeker?.versions).toEqual([
      expect.objectContaining({ version: 'v1', entry, live: false, pageLoads: 0 }) as object,
    ]);
  });

  it('refuses an entry that does not answer, or whose manifest does not parse', async () => {
    const missing = await call('/api/releases', {
      remote: 'seeker',
      version: 'v404',
      entry: '/releases/seeker/v404/remoteEntry.js',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      message: expect.stringContaining('does not answer') as string,
    });
    const away = await call('/api/releases', {
      remote: 'seeker',
      version: 'v405',
      entry: 'http://127.0.0.1:9/remoteEntry.js',
    });
    expect(away.statusCode).toBe(400);
    const entry = publishVersion(ctx.dir, 'seeker', 'broken');
    writeFileSync(`${ctx.dir}/seeker/broken/exposed-files.json`, '{ not json');
    const broken = await call('/api/releases', { remote: 'seeker', version: 'broken', entry });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      message: expect.stringContaining('not a JSON object') as string,
    });
    const seeker = await seekerOf();
    expect(seeker?.versions.map((v) => v.version)).toEqual(['v1']);
  });

  it('refuses an unknown remote, a reserved or malformed version, and a bad body', async () => {
    const entry = publishVersion(ctx.dir, 'seeker', 'v9');
    const unknown = await call('/api/releases', { remote: 'admin', version: 'v9', entry });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      message: expect.stringContaining('Unknown remote admin') as string,
    });
    for (const version of ['live', 'config', '../v1', '']) {
      const res = await call('/api/releases', { remote: 'seeker', version, entry });
      expect({ version, status: res.statusCode }).toEqual({ version, status: 400 });
    }
    expect(
      (await call('/api/releases/promote', { remote: 'shell', version: 'v1' })).statusCode,
    ).toBe(400);
    expect((await call('/api/releases/rollback', { remote: 'shell' })).statusCode).toBe(400);
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/releases/rollback',
      headers: AUTH,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ success: false });
  });

  it('promotes to stable and as a canary, and rolls back the canary, then the stable', async () => {
    const v2 = publishVersion(ctx.dir, 'seeker', 'v2');
    expect(
      (await call('/api/releases', { remote: 'seeker', version: 'v2', entry: v2 })).statusCode,
    ).toBe(201);
    const unknown = await call('/api/releases/promote', { remote: 'seeker', version: 'v7' });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('/api/releases/promote', { remote: 'seeker', version: 'v1' })).statusCode,
    ).toBe(200);
    const canary = await call('/api/releases/promote', {
      remote: 'seeker',
      version: 'v2',
      canaryPercent: 10,
    });
    expect(canary.json()).toEqual({
      success: true,
      message: 'seeker@v2 is a canary for 10% of browsers',
    });
    // The stable one cannot be its own canary.
    const same = await call('/api/releases/promote', {
      remote: 'seeker',
      version: 'v1',
      canaryPercent: 5,
    });
    expect(same.statusCode).toBe(409);
    expect(await seekerOf()).toMatchObject({
      stable: 'v1',
      canary: { version: 'v2', percent: 10 },
    });
    expect((await seekerOf())?.versions.filter((v) => v.live).map((v) => v.version)).toEqual([
      'v1',
      'v2',
    ]);

    // 100 is stable: v1 is kept to roll back to, and v2's canary is over.
    expect(
      (await call('/api/releases/promote', { remote: 'seeker', version: 'v2', canaryPercent: 100 }))
        .statusCode,
    ).toBe(200);
    expect(await seekerOf()).toMatchObject({ stable: 'v2', canary: null });
    const back = await call('/api/releases/rollback', { remote: 'seeker' });
    expect(back.json()).toEqual({ success: true, message: 'seeker@v1 is live again' });
    expect(await seekerOf()).toMatchObject({ stable: 'v1', canary: null });
    // The stable version a rollback by hand replaced is marked, as an automatic one marks.
    expect(await versionOf('v2')).toMatchObject(MARKED);
    expect((await versionOf('v1'))?.rolledBackAt).toBeUndefined();

    // A canary is rolled back first, the stable staying; promoting it took the mark off.
    await call('/api/releases/promote', { remote: 'seeker', version: 'v2', canaryPercent: 50 });
    expect((await versionOf('v2'))?.rolledBackAt).toBeUndefined();
    const cleared = await call('/api/releases/rollback', { remote: 'seeker' });
    expect(cleared.json<{ message: string }>().message).toContain(
      'everyone is on the stable version',
    );
    expect(await seekerOf()).toMatchObject({ stable: 'v1', canary: null });
    expect(await versionOf('v2')).toMatchObject(MARKED);
  });

  it('takes the mark off a version a rollback puts back in front of users', async () => {
    // v1 behind v2, and v1 also a canary beside it: rolled back by hand, so marked.
    await call('/api/releases/promote', { remote: 'seeker', version: 'v2' });
    await call('/api/releases/promote', { remote: 'seeker', version: 'v1', canaryPercent: 20 });
    expect((await call('/api/releases/rollback', { remote: 'seeker' })).statusCode).toBe(200);
    expect(await versionOf('v1')).toMatchObject(MARKED);
    // The next rollback makes it the stable version again: live for everyone, so not marked.
    const back = await call('/api/releases/rollback', { remote: 'seeker' });
    expect(back.json()).toEqual({ success: true, message: 'seeker@v1 is live again' });
    expect(await seekerOf()).toMatchObject({ stable: 'v1', canary: null });
    expect((await versionOf('v1'))?.rolledBackAt).toBeUndefined();
    expect(await versionOf('v2')).toMatchObject(MARKED);
  });

  it('answers 409 with a clear message when there is nothing to roll back to', async () => {
    const recruiter = await call('/api/releases/rollback', { remote: 'recruiter' });
    expect(recruiter.statusCode).toBe(409);
    expect(recruiter.json()).toEqual({
      success: false,
      message: expect.stringContaining('Nothing to roll back for recruiter') as string,
    });
    // seeker: v1 is stable with nothing before it.
    expect((await call('/api/releases/rollback', { remote: 'seeker' })).statusCode).toBe(409);
  });

  it('refuses a missing or wrong token with 401', async () => {
    const url = '/api/releases';
    const none = await ctx.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      message: expect.stringContaining('Bearer') as string,
    });
    for (const authorization of [
      'Bearer wrong',
      `Basic ${AUTH.authorization.slice(7)}`,
      AUTH.authorization.slice(7),
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization },
        payload: {},
      });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
    }
  });

  it('serves published files: assets for good, the entry and manifest revalidated, nothing outside', async () => {
    const asset = await ctx.app.inject({
      method: 'GET',
      url: '/releases/seeker/v1/assets/home-abc123.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'exposed-files.json']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/releases/seeker/v1/${file}` });
      expect({ file, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        file,
        status: 200,
        cache: 'no-cache',
      });
    }
    // The .br the build writes beside a file is sent as it is to a browser that takes it.
    writeFileSync(`${ctx.dir}/seeker/v1/assets/home-abc123.js.br`, 'brotli bytes');
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/releases/seeker/v1/assets/home-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    writeFileSync(`${ctx.dir}/seeker/v1/remoteEntry.js.br`, 'brotli entry');
    const entry = await ctx.app.inject({
      method: 'GET',
      url: '/releases/seeker/v1/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect([entry.body, entry.headers['cache-control']]).toEqual(['brotli entry', 'no-cache']);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/releases/seeker/v1/assets/gone.js',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    for (const url of [
      '/releases/seeker/v1/../../../package.json',
      '/releases/seeker/v1/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/releases/..%2f..%2fpackage.json',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect({ url, refused: res.statusCode >= 400 }).toEqual({ url, refused: true });
      expect(res.body).not.toContain('"dependencies"');
    }
  });
});

describe.each(databaseKinds)('the release registry without RELEASE_TOKEN, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  it('answers 404 to every call, with or without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/releases'],
      ['POST', '/api/releases'],
      ['POST', '/api/releases/promote'],
      ['POST', '/api/releases/rollback'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: AUTH,
        payload: method === 'POST' ? {} : undefined,
      });
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('release settings', () => {
  it('reads RELEASE_TOKEN, the canary limits and the telemetry rate, and refuses a short token', async () => {
    const { loadConfig, ConfigError } = await import('../src/platform/config');
    expect(loadConfig({}).releases).toMatchObject({
      token: undefined,
      canaryMinPageLoads: 50,
      canaryMaxErrorRatio: 2,
      canaryMinErrorClients: 3,
      telemetryRateMax: 240,
    });
    const set = loadConfig({
      DATA_DIR: '/srv/data',
      RELEASE_TOKEN: 'a-long-enough-release-token',
      CANARY_MIN_PAGE_LOADS: '10',
      CANARY_MAX_ERROR_RATIO: '1.5',
      CANARY_MIN_ERROR_CLIENTS: '5',
    }).releases;
    expect(set).toMatchObject({
      token: 'a-long-enough-release-token',
      dir: '/srv/data/releases',
      canaryMinPageLoads: 10,
      canaryMaxErrorRatio: 1.5,
      canaryMinErrorClients: 5,
    });
    expect(() => loadConfig({ RELEASE_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ CANARY_MAX_ERROR_RATIO: '0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ CANARY_MIN_ERROR_CLIENTS: '0' })).toThrow(ConfigError);
  });
});
