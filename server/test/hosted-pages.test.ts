import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOT_FOUND_TITLE } from 'shared-api/page-head';
import { createTestApp, type TestContext } from './helpers/app';
import { createCompany, createJob } from './helpers/factories';
import { headOf, hostedFiles } from './helpers/web-apps';

/** A static host of the shell and remotes (the four-origin set-up), counting what it is asked. */
async function staticHost(extraSeekerScreens: unknown[] = []) {
  const asked: string[] = [];
  let files = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const body = files.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  files = hostedFiles(origin, extraSeekerScreens);
  return {
    origin,
    asked,
    files: () => files,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The API alone (SERVE_WEB_APPS=false) renders the pages a shell's static host routes to it.
describe('pages rendered for a shell on a static host (SITE_URL)', () => {
  let host: Awaited<ReturnType<typeof staticHost>>;
  let ctx: TestContext;
  beforeAll(async () => {
    // A page the seeker team shipped without any change to the API or the shell.
    host = await staticHost([{ path: '/saved-jobs', module: './saved-jobs' }]);
    ctx = await createTestApp('pglite', {
      serveWebApps: false,
      siteUrl: host.origin,
      publicUrl: 'https://api.example',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await host.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("renders a job page from the host's index.html, with URLs under SITE_URL", async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    const res = await get(`/apply-jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.hasApp).toBe(true);
    expect(head.canonical).toBe(`${host.origin}/apply-jobs/${job.id}`);
    // Files are the API's, absolute under PUBLIC_URL.
    expect(head.og.image).toBe(`https://api.example/files/${company.imageKey}`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'JobPosting', url: head.canonical });
    expect(host.asked).toEqual(
      expect.arrayContaining(['/index.html', '/config.json', '/seeker/exposed-files.json']),
    );
  });

  it("routes by the remotes' manifests on the host: a new remote page is 200, anything else 404", async () => {
    expect((await get('/saved-jobs')).statusCode).toBe(200);
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(headOf(missing.body).title).toBe(NOT_FOUND_TITLE);
  });

  it('keeps what it read while the host is away, and reads it once per TTL', async () => {
    const reads = host.asked.filter((url) => url === '/index.html').length;
    await host.close();
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).hasApp).toBe(true);
    expect(host.asked.filter((url) => url === '/index.html')).toHaveLength(reads);
  });

  it('names the sitemap under SITE_URL in robots.txt', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${host.origin}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /dashboard');
  });
});

describe("a remote's manifest that is away for a moment", () => {
  it('lets every path through meanwhile, and routes by it again a second later', async () => {
    const host = await staticHost();
    const manifest = host.files().get('/seeker/exposed-files.json') ?? '';
    host.files().delete('/seeker/exposed-files.json');
    const ctx = await createTestApp('pglite', { serveWebApps: false, siteUrl: host.origin });
    try {
      const get = () => ctx.app.inject({ method: 'GET', url: '/no-such-page' });
      // Unknown while the manifest is away: the shell in the browser decides.
      expect((await get()).statusCode).toBe(200);
      host.files().set('/seeker/exposed-files.json', manifest);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await get(); // starts the new read; the copy in hand serves this one
      await expect.poll(async () => (await get()).statusCode).toBe(404);
    } finally {
      await ctx.close();
      await host.close();
    }
  });
});

describe('a shell host that never answered', () => {
  it('answers 503 with Retry-After, not a page without its app', async () => {
    const ctx = await createTestApp('pglite', {
      serveWebApps: false,
      siteUrl: 'http://127.0.0.1:9',
    });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await ctx.close();
    }
  });

  it('without SITE_URL, the API alone renders no pages', async () => {
    const ctx = await createTestApp('pglite', { serveWebApps: false });
    try {
      for (const url of ['/', '/robots.txt', '/sitemap.xml']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false });
      }
    } finally {
      await ctx.close();
    }
  });
});
