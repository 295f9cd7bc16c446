import { rmSync } from 'node:fs';
import { jobFirstPaintText } from 'shared-api/jobs/job-posting-text';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { jobAnswer } from './helpers/postings';
import { SEEKER_SCREENS, SHELL_INDEX_WITH_MARKER, fakeWebApps, pageData } from './helpers/web-apps';

// Templates as a seeker build writes them (seeker-app/src/first-paint.tsx), cut down to one slot
// of each kind.
const HOME =
  '<section class="hero"><input name="q" value="{{q}}"/><input name="location" value="{{location}}"/></section>';
const JOB =
  '<h1>{{title}}</h1><a href="/companies/{{companyId}}">{{companyName}}</a><img src="{{logo}}" alt="{{companyName}} logo"/>' +
  '<ul><li>{{terms}}</li></ul><p>{{posted}}</p><p>{{closing}}</p><div class="rich-text">{{{description}}}</div>';
const COMPANY = '<img src="{{logo}}" alt="{{name}} logo"/><h1>{{name}}</h1><p>{{openJobs}}</p>';
const CSS = { js: ['assets/home.js'], css: ['assets/styles-1.css'] };

const withFirstPaints = (job: string) =>
  SEEKER_SCREENS.map((screen) => {
    const firstPaint = { '/': HOME, '/apply-jobs/:id': job, '/companies/:id': COMPANY }[
      screen.path
    ];
    return firstPaint ? { ...screen, firstPaint } : screen;
  });

/** The part of a page between its shell's frame and the end of #root. */
const mainOf = (html: string) => /<main>([\s\S]*)<\/main><\/div>/.exec(html)?.[1];
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]*)">/g)].map((m) => m[1]);

describe.each(databaseKinds)("pages with their screen's first paint, on %s", (kind) => {
  let ctx: TestContext;
  const roots: string[] = [];
  let company: { id: string };
  const start = async (files: Parameters<typeof fakeWebApps>[0], config = {}) => {
    const root = fakeWebApps(files);
    roots.push(root);
    return createTestApp(kind, { serveWebApps: true, ...config }, { webAppsRoot: root });
  };
  beforeAll(async () => {
    ctx = await start({
      shellIndex: SHELL_INDEX_WITH_MARKER,
      seekerScreens: withFirstPaints(JOB),
      seekerFiles: { './home': CSS, './job-detail': CSS, './company': CSS },
    });
    company = await createCompany(ctx.database.db, { name: 'Acme & Sons <Labs>' });
  });
  afterAll(async () => {
    await ctx.close();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });

  it("puts the home page's hero in its HTML, holding the URL's search, and links its styles", async () => {
    const res = await get('/?q=%22%3E%3Cscript%3E&location=+Mumbai+');
    expect(res.statusCode).toBe(200);
    expect(mainOf(res.body)).toBe(
      '<section class="hero"><input name="q" value="&quot;&gt;&lt;script&gt;"/>' +
        '<input name="location" value="Mumbai"/></section>',
    );
    // After the shell's own script and stylesheet, in the head, from beside the remote's entry.
    expect(stylesheets(res.body)).toEqual(['/seeker/assets/styles-1.css']);
    expect(res.body.indexOf('/seeker/assets/styles-1.css')).toBeLessThan(
      res.body.indexOf('</head>'),
    );
    // With the search's first page of jobs (home-page-data.test.ts), under its call's path.
    expect(Object.keys(pageData(res.body) ?? {})).toEqual([
      '/api/jobs?location=Mumbai&page=1&pageSize=6&q=%22%3E%3Cscript%3E',
    ]);
  });

  it('fills the title slot of a seeker build from before the hero took keywords', async () => {
    const older = await start({
      shellIndex: SHELL_INDEX_WITH_MARKER,
      seekerScreens: SEEKER_SCREENS.map((screen) =>
        screen.path === '/'
          ? { ...screen, firstPaint: '<input name="title" value="{{title}}"/>' }
          : screen,
      ),
    });
    try {
      const res = await get('/?title=Designer', older.app);
      expect(mainOf(res.body)).toBe('<input name="title" value="Designer"/>');
    } finally {
      await older.close();
    }
  });

  it("fills an open job's first paint with its screen's words, dates as days, and sends the job with it", async () => {
    const row = await createJob(ctx.database.db, company.id, {
      title: 'Staff Engineer </script><script>alert(1)</script>',
      description: '<p>Build <strong>things</strong>.</p>',
      location: 'Hyderabad',
      salary: 2_000_000,
      salaryMax: 3_000_000,
      employmentType: 'FULL_TIME',
      postedAt: Date.UTC(2026, 10, 2, 9),
      closesAt: Date.UTC(2099, 0, 20, 9),
    });
    const res = await get(`/apply-jobs/${row.id}`);
    expect(res.statusCode).toBe(200);
    const job = await jobAnswer(ctx.app, row.id);
    const text = jobFirstPaintText(job);
    expect(text.terms).toEqual(['Hyderabad', job.level, '₹20L–30L a year', 'Full-time']);
    expect(mainOf(res.body)).toBe(
      '<h1>Staff Engineer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>' +
        `<a href="/companies/${company.id}">Acme &amp; Sons &lt;Labs&gt;</a>` +
        `<img src="${job.companyId.image}" alt="Acme &amp; Sons &lt;Labs&gt; logo"/>` +
        `<ul>${text.terms.map((term) => `<li>${term}</li>`).join('')}</ul>` +
        '<p>Posted November 2, 2026</p><p>Closes January 20, 2099</p>' +
        '<div class="rich-text"><p>Build <strong>things</strong>.</p></div>',
    );
    expect(res.body).not.toContain('<script>alert(1)');
    // What GET /api/jobs/{id} answers, so the screen renders at once with the same job.
    const api = await get(`/api/jobs/${row.id}`);
    expect(pageData(res.body)).toEqual({ [`/api/jobs/${row.id}`]: api.json<unknown>() });
  });

  it("sends a job under the id as its page's URL writes it, which its screen asks with", async () => {
    const row = await createJob(ctx.database.db, company.id);
    const written = row.id.toUpperCase();
    const res = await get(`/apply-jobs/${written}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(pageData(res.body) ?? {})).toEqual([`/api/jobs/${written}`]);
  });

  it("puts the job's data after the page, whatever its description holds", async () => {
    const row = await createJob(ctx.database.db, company.id, {
      description: '<p>Ends here</body></html></p>',
    });
    const res = await get(`/apply-jobs/${row.id}`);
    expect(mainOf(res.body)).toContain('<p>Ends here</body></html></p>');
    expect(res.body.indexOf('id="page-data"')).toBeGreaterThan(res.body.lastIndexOf('</main>'));
    expect(pageData(res.body)).toEqual({
      [`/api/jobs/${row.id}`]: (await get(`/api/jobs/${row.id}`)).json<unknown>(),
    });
  });

  it("fills a company's first paint with its name, logo and open jobs, and sends them with it", async () => {
    const open = await createJob(ctx.database.db, company.id, { title: 'Open at Acme' });
    await createJob(ctx.database.db, company.id, { closedAt: Date.now() });
    const res = await get(`/companies/${company.id}`);
    expect(res.statusCode).toBe(200);
    const api = (await get(`/api/companies/${company.id}`)).json<{
      company: { image: string };
      openJobs: number;
    }>();
    const openJobs = api.openJobs === 1 ? '1 open job' : `${api.openJobs} open jobs`;
    expect(mainOf(res.body)).toBe(
      `<img src="${api.company.image}" alt="Acme &amp; Sons &lt;Labs&gt; logo"/>` +
        `<h1>Acme &amp; Sons &lt;Labs&gt;</h1><p>${openJobs}</p>`,
    );
    expect(stylesheets(res.body)).toEqual(['/seeker/assets/styles-1.css']);
    // What the screen's two calls answer: the company, and its first page of open jobs.
    const jobsPath = `/api/jobs?companyId=${company.id}&page=1&pageSize=6`;
    const data = pageData(res.body);
    expect(data).toEqual({
      [`/api/companies/${company.id}`]: api,
      [jobsPath]: (await get(jobsPath)).json<unknown>(),
    });
    const sentJobs = data?.[jobsPath] as { jobs: { _id: string }[] };
    expect(sentJobs.jobs.map((job) => job._id)).toContain(open.id);
  });

  it('sends a company page under the id as its URL writes it, with the page of jobs it asks for', async () => {
    const written = company.id.toUpperCase();
    const res = await get(`/companies/${written}?page=2`);
    expect(res.statusCode).toBe(200);
    const secondPage = `/api/jobs?companyId=${company.id}&page=2&pageSize=6`;
    expect(Object.keys(pageData(res.body) ?? {})).toEqual([
      `/api/companies/${written}`,
      secondPage,
    ]);
    expect(pageData(res.body)?.[secondPage]).toEqual((await get(secondPage)).json<unknown>());
  });

  it("puts the shell's own pages' first paints in their HTML, the privacy notice with the server's retention period", async () => {
    const shell = await start(
      {
        shellIndex: SHELL_INDEX_WITH_MARKER,
        seekerScreens: withFirstPaints(JOB),
        shellFirstPaints: {
          '/privacy': '<h1>Privacy notice</h1><p>kept for {{retentionDays}} days</p>',
          '/terms': '<h1>Terms of use</h1>',
          '*': '<h1>This page does not exist.</h1>',
        },
      },
      { applicationRetentionDays: 180 },
    );
    try {
      for (const [url, status, main] of [
        ['/privacy', 200, '<h1>Privacy notice</h1><p>kept for 180 days</p>'],
        ['/terms', 200, '<h1>Terms of use</h1>'],
        ['/nowhere/at/all', 404, '<h1>This page does not exist.</h1>'],
        // A page an app routes has its own words, or none before its scripts.
        ['/sign-in', 200, '<!--first-paint-->'],
        ['/apply-jobs/4b0c1d57-9a53-4c1f-a1a8-5f1a3c1d2e3f', 404, '<!--first-paint-->'],
      ] as const) {
        const res = await get(url, shell.app);
        expect({ url, status: res.statusCode, main: mainOf(res.body) }).toEqual({
          url,
          status,
          main,
        });
        // Styled by the shell's own stylesheet, which its index.html links.
        expect(stylesheets(res.body)).toEqual([]);
        expect(pageData(res.body)).toBeUndefined();
      }
    } finally {
      await shell.close();
    }
  });

  it('sends a closed job, a missing one and the shell’s own pages without a first paint', async () => {
    const closed = await createJob(ctx.database.db, company.id, { closedAt: Date.now() });
    for (const [url, status] of [
      [`/apply-jobs/${closed.id}`, 410],
      ['/apply-jobs/4b0c1d57-9a53-4c1f-a1a8-5f1a3c1d2e3f', 404],
      ['/companies/4b0c1d57-9a53-4c1f-a1a8-5f1a3c1d2e3f', 404],
      ['/companies/not-an-id', 404],
      ['/sign-in', 200],
      ['/nowhere', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expect(mainOf(res.body)).toBe('<!--first-paint-->');
      expect(stylesheets(res.body)).toEqual([]);
      expect(pageData(res.body)).toBeUndefined();
    }
  });

  it('sends no first paint that names a value this server does not have, nor into a shell without the marker', async () => {
    const newer = await start({
      shellIndex: SHELL_INDEX_WITH_MARKER,
      seekerScreens: withFirstPaints(`${JOB}<p>{{applicants}}</p>`),
      seekerFiles: { './job-detail': CSS },
    });
    const older = await start({
      seekerScreens: withFirstPaints(JOB),
      seekerFiles: { './home': CSS },
    });
    try {
      const row = await createJob(newer.database.db, (await createCompany(newer.database.db)).id);
      const res = await get(`/apply-jobs/${row.id}`, newer.app);
      expect(res.statusCode).toBe(200);
      expect(mainOf(res.body)).toBe('<!--first-paint-->');
      expect(pageData(res.body)).toBeUndefined();
      const home = await get('/', older.app);
      expect(home.body).toContain('<body><div id="root"></div></body>');
      expect(stylesheets(home.body)).toEqual([]);
    } finally {
      await newer.close();
      await older.close();
    }
  });
});
