import { rmSync } from 'node:fs';
import { ConfigError, loadConfig } from '../src/platform/config';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { fakeWebApps } from './helpers/web-apps';

describe('TELEMETRY_SAMPLE_RATE', () => {
  it('is a share from 0 to 1, 1 by default', () => {
    expect(loadConfig({}).releases.telemetrySampleRate).toBe(1);
    expect(loadConfig({ TELEMETRY_SAMPLE_RATE: '0.1' }).releases.telemetrySampleRate).toBe(0.1);
    for (const bad of ['2', '-0.5', 'some']) {
      expect(() => loadConfig({ TELEMETRY_SAMPLE_RATE: bad })).toThrow(ConfigError);
    }
  });
});

describe.each(databaseKinds)(
  "the one-process server's config.json for the shell, on %s",
  (kind) => {
    let ctx: TestContext;
    let root: string;
    beforeAll(async () => {
      root = fakeWebApps();
      const releases = { ...testConfig().releases, telemetrySampleRate: 0.25 };
      ctx = await createTestApp(kind, { serveWebApps: true, releases }, { webAppsRoot: root });
    });
    afterAll(async () => {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('tells the shell where the remotes are, how to sign in and how much telemetry to send', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        apiBaseUrl: '',
        remotes: testConfig().remoteEntries,
        signInMode: 'modal',
        telemetrySampleRate: 0.25,
      });
    });
  },
);
