import { rmSync } from 'node:fs';
import { vi } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { SEEKER_SCREENS, SHELL_INDEX_WITH_MARKER, fakeWebApps } from './helpers/web-apps';

// Before anything is imported, so that whatever reads the time zone once reads this one: far east
// of UTC, where the day has often begun already.
const startZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'Pacific/Kiritimati';
  return before;
});

// A job page's first paint as a seeker build writes it, cut down to its dates.
const JOB = '<h1>{{title}}</h1><p>{{posted}}</p><p>{{closing}}</p>';
const screens = SEEKER_SCREENS.map((screen) =>
  screen.path === '/apply-jobs/:id' ? { ...screen, firstPaint: JOB } : screen,
);

const mainOf = (html: string) => /<main>([\s\S]*)<\/main><\/div>/.exec(html)?.[1];
const pageJob = (html: string) => {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  const data = JSON.parse(json ?? '{}') as Record<string, { job?: { closesAt: number } }>;
  return Object.values(data)[0]?.job;
};
const RELATIVE_WORDS = /\b(ago|now|today|tomorrow|yesterday|in \d+ \w+)\b/i;

// Late in the UTC day, so that east of UTC each is already the next day. The job must stay open
// for this test to have a first paint, hence a closing date far ahead.
const POSTED_AT = Date.UTC(2025, 10, 28, 22, 30);
const CLOSES_AT = Date.UTC(2099, 11, 3, 20, 0);

/**
 * The server writes a page before anyone reads it, far from its reader: what it writes of a date
 * must not depend on its own time zone or clock, or the words change as the screen takes over.
 */
describe.each(databaseKinds)("the dates in a job page's first paint, on %s", (kind) => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebApps({ shellIndex: SHELL_INDEX_WITH_MARKER, seekerScreens: screens });
    ctx = await createTestApp(kind, { serveWebApps: true }, { webAppsRoot: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
    if (startZone === undefined) delete process.env.TZ;
    else process.env.TZ = startZone;
  });

  it('are calendar dates read in UTC, the same whatever time zone the server runs in', async () => {
    const company = await createCompany(ctx.database.db);
    const row = await createJob(ctx.database.db, company.id, {
      title: 'Night Shift Lead',
      postedAt: POSTED_AT,
      closesAt: CLOSES_AT,
    });
    const pages: string[] = [];
    for (const tz of ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago']) {
      process.env.TZ = tz;
      const res = await ctx.app.inject({ method: 'GET', url: `/apply-jobs/${row.id}` });
      expect(res.statusCode).toBe(200);
      pages.push(res.body);
      const main = mainOf(res.body);
      expect(main, tz).toBe(
        '<h1>Night Shift Lead</h1><p>Posted November 28, 2025</p><p>Closes December 3, 2099</p>',
      );
      expect(main).not.toMatch(RELATIVE_WORDS);
      // The screen words the dates in its reader's time zone from the instants sent with the page.
      expect(pageJob(res.body)?.closesAt).toBe(CLOSES_AT);
    }
    expect(new Set(pages).size).toBe(1);
  });
});
