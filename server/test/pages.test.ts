import { rmSync } from 'node:fs';
import {
  MISSING_COMPANY_HEAD,
  MISSING_JOB_HEAD,
  NOT_FOUND_TITLE,
  SITE_DESCRIPTION,
  jobPageDescription,
  jobPageTitle,
} from 'shared-api/page-head';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';
import { jobAnswer, DAY } from './helpers/postings';
import { fakeWebApps, headOf } from './helpers/web-apps';

const SITE = 'https://jobs.example';

describe.each(databaseKinds)('pages as the server sends them, on %s', (kind) => {
  let ctx: TestContext;
  let root: string;
  let company: { id: string; name: string; imageKey: string };
  beforeAll(async () => {
    root = fakeWebApps();
    ctx = await createTestApp(kind, { serveWebApps: true, siteUrl: SITE }, { webAppsRoot: root });
    company = await createCompany(ctx.database.db, { name: 'Acme & Sons <Labs>' });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('sends an open job with its title, description, canonical link, Open Graph and JobPosting', async () => {
    const closesAt = Date.now() + 20 * DAY;
    const row = await createJob(ctx.database.db, company.id, {
      title: 'Staff Engineer </script><script>alert(1)</script>',
      description: '<p>Build <strong>things</strong>.</p>',
      location: 'Hyderabad',
      salary: 2_000_000,
      salaryMax: 3_000_000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      employmentType: 'FULL_TIME',
      workplace: 'REMOTE',
      closesAt,
    });
    const job = await jobAnswer(ctx.app, row.id);
    const res = await get(`/apply-jobs/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The title's markup is text, in the title and in the JSON-LD: nothing ends a script early.
    expect(res.body).not.toContain('<script>alert(1)');
    const head = headOf(res.body);
    expect(head.hasApp).toBe(true);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toBe(1);
    expect(head.title).toBe(jobPageTitle(job));
    expect(head.title).toBe(
      'Staff Engineer </script><script>alert(1)</script> at Acme & Sons <Labs> | Job Board',
    );
    expect(head.description).toBe(jobPageDescription(job));
    expect(head.description).toContain('Hyderabad');
    const url = `${SITE}/apply-jobs/${row.id}`;
    expect(head.canonical).toBe(url);
    expect(head.robots).toBeUndefined();
    expect(head.og).toEqual({
      type: 'website',
      title: head.title,
      description: head.description,
      url,
      image: `${SITE}/files/${company.imageKey}`,
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Staff Engineer </script><script>alert(1)</script>',
        description: '<p>Build <strong>things</strong>.</p>',
        datePosted: new Date(row.postedAt).toISOString(),
        validThrough: new Date(closesAt).toISOString(),
        url,
        identifier: { '@type': 'PropertyValue', name: company.name, value: row.id },
        hiringOrganization: {
          '@type': 'Organization',
          name: company.name,
          logo: `${SITE}/files/${company.imageKey}`,
          sameAs: `${SITE}/companies/${company.id}`,
        },
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad' },
        },
        jobLocationType: 'TELECOMMUTE',
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 2_000_000,
            maxValue: 3_000_000,
            unitText: 'YEAR',
          },
        },
        employmentType: 'FULL_TIME',
        occupationalCategory: 'Programming',
        directApply: true,
      },
    ]);
  });

  it('gives a single figure paid by the hour as one value, and leaves out what a job lacks', async () => {
    const row = await createJob(ctx.database.db, company.id, {
      salary: 40,
      salaryCurrency: 'USD',
      salaryPeriod: 'HOUR',
    });
    const [data] = headOf((await get(`/apply-jobs/${row.id}`)).body).jsonLd;
    expect(data?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' },
    });
    expect(data).not.toHaveProperty('employmentType');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('answers 410 for a closed or expired job: the page and its notice, no JobPosting', async () => {
    for (const gone of [{ closedAt: Date.now() }, { expired: true, closesAt: Date.now() - DAY }]) {
      const row = await createJob(ctx.database.db, company.id, gone);
      const res = await get(`/apply-jobs/${row.id}`);
      expect(res.statusCode).toBe(410);
      const head = headOf(res.body);
      expect(head.hasApp).toBe(true);
      expect(head.title).toBe(jobPageTitle(await jobAnswer(ctx.app, row.id)));
      expect(head.robots).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
      expect(head.canonical).toBeUndefined();
    }
  });

  it('answers 404 with the app for a missing, hidden or malformed job and for unknown paths', async () => {
    const hidden = await createJob(ctx.database.db, company.id, { visible: false });
    const titles: Record<string, string> = {
      [`/apply-jobs/${hidden.id}`]: MISSING_JOB_HEAD.title,
      '/apply-jobs/00000000-0000-4000-8000-000000000000': MISSING_JOB_HEAD.title,
      '/apply-jobs/not-an-id': MISSING_JOB_HEAD.title,
      '/companies/00000000-0000-4000-8000-000000000000': MISSING_COMPANY_HEAD.title,
      '/companies/nope': MISSING_COMPANY_HEAD.title,
      '/no-such-page': NOT_FOUND_TITLE,
      '/applications/extra': NOT_FOUND_TITLE,
      '/saved-jobs/extra': NOT_FOUND_TITLE,
      '/seeker/assets/missing.js': NOT_FOUND_TITLE,
    };
    for (const [path, title] of Object.entries(titles)) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(res.body);
      expect(head.hasApp).toBe(true);
      // The title the app shows for the same page, once its script runs.
      expect(head.title, path).toBe(title);
      expect(head.robots).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
    }
    // The API keeps its JSON answers.
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it("answers 200 for every page the apps' manifests list, and HEAD as GET", async () => {
    for (const path of [
      '/applications',
      '/saved-jobs',
      '/dashboard',
      '/dashboard/manage-jobs',
      '/sign-in',
      '/reset-password',
      '/verify-email',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      // Signed-in pages, and pages a mailed link opens: not to be indexed.
      expect(headOf(res.body), path).toMatchObject({
        hasApp: true,
        description: SITE_DESCRIPTION,
        robots: 'noindex',
      });
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('titles the home page by its search and marks it up as a WebSite with a search', async () => {
    const plain = headOf((await get('/')).body);
    expect(plain.title).toBe('Job Board: find your next job');
    expect(plain.description).toBe(SITE_DESCRIPTION);
    expect(plain.canonical).toBe(`${SITE}/`);
    expect(plain.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Job Board',
        url: `${SITE}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/?title={search_term}` },
          'query-input': 'required name=search_term',
        },
      },
    ]);
    const search = headOf((await get('/?title=React&location=Mumbai&page=2')).body);
    expect(search.title).toBe('React jobs in Mumbai | Job Board');
    // A search is the home page to index, not a page of its own.
    expect(search.canonical).toBe(`${SITE}/`);
  });

  it("titles a company's page and counts its open jobs", async () => {
    const other = await createCompany(ctx.database.db, { name: 'Orbit' });
    await createJob(ctx.database.db, other.id);
    await createJob(ctx.database.db, other.id, { closedAt: Date.now() });
    const head = headOf((await get(`/companies/${other.id}`)).body);
    expect(head.title).toBe('Jobs at Orbit | Job Board');
    expect(head.description).toBe('1 open job at Orbit. Apply on Job Board.');
    expect(head.canonical).toBe(`${SITE}/companies/${other.id}`);
  });
});
