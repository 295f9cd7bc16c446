import { rmSync } from 'node:fs';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { DAY } from './helpers/postings';
import { fakeWebApps } from './helpers/web-apps';

const SITE = 'https://jobs.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe.each(databaseKinds)('robots.txt and the sitemaps, on %s', (kind) => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebApps();
    ctx = await createTestApp(kind, { serveWebApps: true, siteUrl: SITE }, { webAppsRoot: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('names the sitemap and keeps crawlers out of the signed-in pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /applications',
        'Disallow: /saved-jobs',
        'Disallow: /profile',
        'Disallow: /sign-in',
        'Disallow: /reset-password',
        'Disallow: /verify-email',
        'Disallow: /join',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists open jobs only, and companies with one, each with its last change', async () => {
    const db = ctx.database.db;
    const open = await createCompany(db);
    const quiet = await createCompany(db);
    const listed = [await createJob(db, open.id), await createJob(db, open.id)];
    await createJob(db, open.id, { visible: false });
    await createJob(db, open.id, { closedAt: Date.now() });
    await createJob(db, quiet.id, { expired: true, closesAt: Date.now() - DAY });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(index.body)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
      `${SITE}/sitemaps/companies-1.xml`,
    ]);
    const newest = Math.max(...listed.map((job) => job.updatedAt.getTime()));
    expect(index.body).toContain(
      `<loc>${SITE}/sitemaps/jobs-1.xml</loc><lastmod>${new Date(newest).toISOString()}</lastmod>`,
    );

    expect(locs((await get('/sitemaps/pages.xml')).body)).toEqual([`${SITE}/`]);
    const jobs = await get('/sitemaps/jobs-1.xml');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body).toMatch(/<\/urlset>\n$/);
    // Oldest first: a new job lands in the last file.
    expect(locs(jobs.body)).toEqual(listed.map((job) => `${SITE}/apply-jobs/${job.id}`));
    const first = listed[0];
    expect(jobs.body).toContain(`<lastmod>${first?.updatedAt.toISOString()}</lastmod>`);
    expect(locs((await get('/sitemaps/companies-1.xml')).body)).toEqual([
      `${SITE}/companies/${open.id}`,
    ]);
  });

  it('answers 404 past the last file and for names it does not make', async () => {
    for (const file of ['jobs-2.xml', 'companies-2.xml', 'jobs-0.xml', 'jobs-1', 'other.xml']) {
      const res = await get(`/sitemaps/${file}`);
      expect(res.statusCode, file).toBe(404);
    }
  });
});
