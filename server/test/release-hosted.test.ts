import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from './helpers/app';
import { releaseCall, releaseConfig, releaseMapOf } from './helpers/releases';
import { hostedFiles, SEEKER_SCREENS } from './helpers/web-apps';

// The API alone (SERVE_WEB_APPS=false) with the shell and the published versions on a static host.
describe('releases of remotes on the static host of SITE_URL', () => {
  let server: Server;
  let ctx: TestContext;
  beforeAll(async () => {
    let files = new Map<string, string>();
    server = createServer((req, res) => {
      const body = files.get(req.url ?? '');
      res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    files = hostedFiles(origin);
    files.set('/releases/seeker/v2/remoteEntry.js', 'export {};');
    files.set(
      '/releases/seeker/v2/exposed-files.json',
      JSON.stringify({ screens: [...SEEKER_SCREENS, { path: '/career-tips', module: './tips' }] }),
    );
    ctx = await createTestApp('pglite', {
      serveWebApps: false,
      siteUrl: origin,
      releases: releaseConfig(''),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('checks a relative entry on that host, and renders pages with its screens', async () => {
    const entry = '/releases/seeker/v2/remoteEntry.js';
    const missing = await releaseCall(ctx.app, '/api/releases', {
      remote: 'seeker',
      version: 'v3',
      entry: '/releases/seeker/v3/remoteEntry.js',
    });
    expect(missing.statusCode).toBe(400);
    const registered = await releaseCall(ctx.app, '/api/releases', {
      remote: 'seeker',
      version: 'v2',
      entry,
    });
    expect(registered.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/career-tips' })).statusCode).toBe(404);
    await releaseCall(ctx.app, '/api/releases/promote', { remote: 'seeker', version: 'v2' });
    const page = await ctx.app.inject({ method: 'GET', url: '/career-tips' });
    expect(page.statusCode).toBe(200);
    expect(releaseMapOf(page.body)?.remotes.seeker).toMatchObject({ version: 'v2', entry });
  });
});
