import { rmSync } from 'node:fs';
import { PRIVACY_HEAD, TERMS_HEAD } from 'shared-api/page-head';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { fakeWebApps, headOf } from './helpers/web-apps';

const SITE = 'https://jobs.example';

describe.each(databaseKinds)(
  'the privacy notice and the terms as crawlers read them, on %s',
  (kind) => {
    let ctx: TestContext;
    let root: string;
    beforeAll(async () => {
      root = fakeWebApps();
      ctx = await createTestApp(
        kind,
        { serveWebApps: true, siteUrl: SITE, applicationRetentionDays: 180 },
        { webAppsRoot: root },
      );
    });
    afterAll(async () => {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    });

    it.each([
      ['/privacy', PRIVACY_HEAD],
      ['/terms', TERMS_HEAD],
    ])('sends %s with 200, its own title and description, and the app', async (path, head) => {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const read = headOf(res.body);
      expect(read.hasApp).toBe(true);
      expect(read.titles).toBe(1);
      expect(read.title).toBe(head.title);
      expect(read.description).toBe(head.description);
      expect(read.canonical).toBe(`${SITE}${path}`);
    });

    it('tells the notice the retention period this server applies, to anyone', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy' });
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { success: true, applicationRetentionDays: 180 },
      ]);
    });
  },
);
