import { rmSync } from 'node:fs';
import { homeJobListParams, parseJobSearch } from 'shared-api/jobs/home-search';
import { jobListPath } from 'shared-api/jobs/job-list-path';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { SEEKER_SCREENS, SHELL_INDEX_WITH_MARKER, fakeWebApps, pageData } from './helpers/web-apps';

// The home page's first paint as a seeker build lists it, cut down to one slot.
const HOME = '<section><input name="q" value="{{q}}"/></section>';
const seekerScreens = SEEKER_SCREENS.map((screen) =>
  screen.path === '/' ? { ...screen, firstPaint: HOME } : screen,
);
const BREAKOUT = 'Designer </script><script>alert(1)</script><!--';

/** The path of the call the home screen makes for `url`'s search: the key its answer is sent under. */
const callOf = (url: string) =>
  jobListPath(homeJobListParams(parseJobSearch(new URL(url, 'http://site.test').searchParams)));

describe.each(databaseKinds)("the home page's jobs, sent with the page, on %s", (kind) => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebApps({ shellIndex: SHELL_INDEX_WITH_MARKER, seekerScreens });
    ctx = await createTestApp(kind, { serveWebApps: true }, { webAppsRoot: root });
    const company = await createCompany(ctx.database.db);
    // Eight Programming jobs in Bangalore (more than a page), and two Design jobs in Mumbai.
    for (let n = 0; n < 8; n += 1) {
      await createJob(ctx.database.db, company.id, { title: `Engineer ${n}` });
    }
    // Two Networking jobs whose description alone names Kubernetes, the better paid the older.
    await createJob(ctx.database.db, company.id, {
      title: 'Platform lead',
      description: '<p>Runs our Kubernetes clusters.</p>',
      category: 'Networking',
      salary: 3_000_000,
    });
    await createJob(ctx.database.db, company.id, {
      title: 'Site reliability',
      description: '<p>Kubernetes on call.</p>',
      category: 'Networking',
      salary: 1_500_000,
    });
    for (const title of ['Product designer', BREAKOUT]) {
      await createJob(ctx.database.db, company.id, {
        title,
        category: 'Design',
        location: 'Mumbai',
      });
    }
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const titlesOf = (answer: unknown) =>
    (answer as { jobs: { title: string }[] }).jobs.map((job) => job.title);

  it('sends the first page of jobs as GET /api/jobs answers the screen’s own call', async () => {
    const url = '/';
    expect(callOf(url)).toBe('/api/jobs?page=1&pageSize=6');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const api = await get(callOf(url));
    expect(api.statusCode).toBe(200);
    expect(pageData(res.body)).toEqual({ [callOf(url)]: api.json<unknown>() });
    expect(titlesOf(api.json<unknown>())).toHaveLength(6);
  });

  it("sends the URL's search, filters and page included, under the path the screen asks", async () => {
    // Unknown categories dropped, names in the API's order, spaces trimmed: as the screen reads it.
    const url = '/?location=+Mumbai+&categories=Design,Nope&title=designer';
    const call = '/api/jobs?categories=Design&location=Mumbai&page=1&pageSize=6&title=designer';
    expect(callOf(url)).toBe(call);
    const res = await get(url);
    const api = await get(call);
    expect(pageData(res.body)).toEqual({ [call]: api.json<unknown>() });
    expect(titlesOf(api.json<unknown>()).sort()).toEqual([BREAKOUT, 'Product designer']);

    const second = '/?categories=Programming&page=2';
    const page = pageData((await get(second)).body)?.[callOf(second)];
    expect(callOf(second)).toBe('/api/jobs?categories=Programming&page=2&pageSize=6');
    expect(page).toEqual((await get(callOf(second))).json<unknown>());
    expect(titlesOf(page)).toHaveLength(2);
  });

  it('sends a keyword search in the order asked for, under the path the screen asks', async () => {
    // Unknown orders dropped, as the screen drops them.
    const url = '/?q=+kubernetes+&sort=pay';
    const call = '/api/jobs?page=1&pageSize=6&q=kubernetes&sort=pay';
    expect(callOf(url)).toBe(call);
    expect(callOf('/?q=kubernetes&sort=cheapest')).toBe('/api/jobs?page=1&pageSize=6&q=kubernetes');
    const res = await get(url);
    const api = await get(call);
    expect(api.statusCode).toBe(200);
    expect(pageData(res.body)).toEqual({ [call]: api.json<unknown>() });
    expect(titlesOf(api.json<unknown>())).toEqual(['Platform lead', 'Site reliability']);
    expect(res.body).toContain('<input name="q" value="kubernetes"/>');
  });

  it("keeps a job title's markup inside the data: nothing ends its script early", async () => {
    const res = await get('/?categories=Design');
    expect(res.body).not.toContain('</script><script>alert(1)');
    // One script of data, whole, ending where the page's own markup ends.
    expect(res.body.match(/<script type="application\/json"/g)).toHaveLength(1);
    expect(res.body).toMatch(/id="page-data">[^<]*<\/script>\s*<\/body>/);
    expect(titlesOf(pageData(res.body)?.[callOf('/?categories=Design')])).toContain(BREAKOUT);
  });

  it('sends no jobs for a search the API refuses: the screen shows its answer', async () => {
    const url = `/?title=${'a'.repeat(201)}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(pageData(res.body)).toBeUndefined();
    expect((await get(callOf(url))).statusCode).toBe(400);
  });
});
