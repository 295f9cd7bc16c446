import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/database';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import {
  liveVersion,
  releaseCall,
  releaseConfig,
  releaseMapOf,
  releasesDir,
  reportErrors,
  servePages,
} from './helpers/releases';
import { lacks } from './helpers/test-env';
import { fakeWebApps } from './helpers/web-apps';

const versionIn = async (app: FastifyInstance, cookie = 'release_bucket=0') =>
  releaseMapOf((await app.inject({ method: 'GET', url: '/', headers: { cookie } })).body)?.remotes
    .seeker?.version;

/** `n` browsers served a page by `app` (the canary's bucket or the stable's), `errors` erring. */
async function loads(app: FastifyInstance, version: string, n: number, errors: number) {
  const pages = await servePages(app, version === 'v1' ? 99 : 0, n, 'each its own address');
  expect(pages.every((page) => page.version === version)).toBe(true);
  await reportErrors(app, pages.slice(0, errors));
}

// Two server processes on one PostgreSQL, each with its registry copy and telemetry batches.
describe
  .skipIf(lacks('two server processes sharing a release registry', 'postgres'))
  .each(['postgres' as const])('releases across two server processes on %s', () => {
  let first: TestContext;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  let root: string;
  let dir: string;

  beforeAll(async () => {
    root = fakeWebApps();
    dir = releasesDir();
    const shared: Partial<AppConfig> = {
      serveWebApps: true,
      releases: releaseConfig(dir, { canaryMinPageLoads: 20 }),
    };
    first = await createTestApp('postgres', shared, { webAppsRoot: root });
    const url = first.database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    secondDatabase = await openDatabase({ url });
    second = await buildApp(testConfig(shared), {
      database: secondDatabase,
      logger: false,
      webAppsRoot: root,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows one process's promotion in the other's pages within the registry's 2 s", async () => {
    expect(await versionIn(second)).toBeUndefined();
    await liveVersion(first.app, dir, 'seeker', 'v1');
    expect(await versionIn(first.app)).toBe('v1');
    await vi.waitFor(async () => expect(await versionIn(second)).toBe('v1'), { timeout: 5_000 });
  });

  it('adds up both processes telemetry, and rolls back a canary on their combined loads', async () => {
    await liveVersion(second, dir, 'seeker', 'v2', 50);
    // The first process takes telemetry only for versions its registry copy knows.
    await vi.waitFor(async () => expect(await versionIn(first.app)).toBe('v2'), { timeout: 5_000 });
    await loads(first.app, 'v1', 20, 0);
    // 10 pages each (and the few the waits above served): neither process alone reaches the 20
    // a canary needs to be judged.
    await loads(first.app, 'v2', 10, 5);
    await loads(second, 'v2', 10, 5);
    const listed = (await releaseCall(first.app, '/api/releases')).json<{
      remotes: {
        remote: string;
        canary: unknown;
        versions: { version: string; pageLoads: number }[];
      }[];
    }>();
    const seeker = listed.remotes.find((r) => r.remote === 'seeker');
    expect(seeker?.versions.find((v) => v.version === 'v2')?.pageLoads).toBeGreaterThanOrEqual(20);
    expect(seeker?.canary).toBeNull();
    expect(await versionIn(second)).toBe('v1');
    await vi.waitFor(async () => expect(await versionIn(first.app)).toBe('v1'), { timeout: 5_000 });
  });
});
