import { expect, test, type APIRequestContext } from '@playwright/test';
import { pngFile, unique } from './support';

// Run in the one-process set-up and on four origins, where the shell's static host routes its
// pages to the API's page renderer (docs/deploying.md): the same answers either way.

/** Where the API is, as the shell's config.json says ('' is the shell's own origin). */
async function apiOf(request: APIRequestContext, site: string): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  return config.apiBaseUrl || site;
}

/** A company with one open and one closed job, made through the API. */
async function postedJobs(request: APIRequestContext, api: string) {
  const name = unique('Crawled Co');
  const registered = await request.post(`${api}/api/company/register`, {
    multipart: {
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`,
      password: 'crawled-password-1',
      image: pngFile,
    },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  const post = async (title: string) => {
    const res = await request.post(`${api}/api/company/post-job`, {
      headers: { token },
      data: {
        title,
        description: '<p>Work on <strong>search</strong>.</p>',
        location: 'Mumbai',
        salary: 1_200_000,
        salaryMax: 1_800_000,
        category: 'Programming',
        level: 'Senior Level',
        employmentType: 'FULL_TIME',
      },
    });
    return ((await res.json()) as { job: { _id: string } }).job._id;
  };
  const open = await post('Search Engineer');
  const closed = await post('Index Engineer');
  const close = await request.post(`${api}/api/company/close-job`, {
    headers: { token },
    data: { id: closed },
  });
  expect(close.ok()).toBe(true);
  return { name, open, closed };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

test('crawlers get each page with its head and status, and people get the app', async ({
  page,
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  const jobs = await postedJobs(request, await apiOf(request, site));

  const open = await request.get(`/apply-jobs/${jobs.open}`);
  expect(open.status()).toBe(200);
  const html = await open.text();
  expect(html).toContain(`<title>Search Engineer at ${jobs.name} | Job Board</title>`);
  expect(html).toContain(`<link rel="canonical" href="${site}/apply-jobs/${jobs.open}"`);
  expect(jsonLdOf(html)).toEqual([
    expect.objectContaining({
      '@type': 'JobPosting',
      title: 'Search Engineer',
      url: `${site}/apply-jobs/${jobs.open}`,
      employmentType: 'FULL_TIME',
      hiringOrganization: expect.objectContaining({ name: jobs.name }),
    }),
  ]);
  await page.goto(`/apply-jobs/${jobs.open}`);
  await expect(page.getByRole('heading', { name: 'Search Engineer' })).toBeVisible();

  // Closed: 410, and the page still says why.
  const closed = await page.goto(`/apply-jobs/${jobs.closed}`);
  expect(closed?.status()).toBe(410);
  expect(jsonLdOf(await closed!.text())).toEqual([]);
  await expect(page.getByText('The company is no longer taking applications.')).toBeVisible();

  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  const noJob = await page.goto('/apply-jobs/00000000-0000-4000-8000-000000000000');
  expect(noJob?.status()).toBe(404);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`<loc>${site}/sitemaps/jobs-1.xml</loc>`);
  const file = await (await request.get('/sitemaps/jobs-1.xml')).text();
  expect(file).toContain(`<loc>${site}/apply-jobs/${jobs.open}</loc>`);
  expect(file).not.toContain(jobs.closed);
});

test('a page shows its content before any script has run, and its search works without one', async ({
  browser,
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  const jobs = await postedJobs(request, await apiOf(request, site));
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  // The web servers start together: the API may have read the seeker's manifest before its host
  // was up, and serves that copy once more while it reads it again (decision 29).
  await expect
    .poll(async () => (await request.get(`/apply-jobs/${jobs.open}`)).text())
    .toContain('Search Engineer</h1>');

  await page.goto(`/apply-jobs/${jobs.open}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Engineer' })).toBeVisible();
  await expect(page.getByRole('link', { name: jobs.name })).toHaveAttribute(
    'href',
    /^\/companies\//,
  );
  await expect(page.getByText('₹12L–18L a year')).toBeVisible();
  await expect(page.getByText('Work on search.')).toBeVisible();
  // Styled by the seeker's stylesheet, linked in the head where the remote lives.
  await expect(page.locator('.rich-text strong')).toHaveCSS('font-weight', '600');
  // Its company's page, through the link, before any script too.
  await page.getByRole('link', { name: jobs.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobs.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `${jobs.name} logo` })).toBeVisible();
  await expect(page.getByText('1 open job', { exact: true })).toBeVisible();

  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1, name: 'Over 10,000+ jobs to apply' });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
  const keywords = page.getByRole('textbox', { name: 'Keywords: job title, skill or company' });
  await keywords.fill('Search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/\?q=Search&location=$/);
  await expect(page).toHaveTitle('Search jobs | Job Board');
  await expect(keywords).toHaveValue('Search');

  // The shell's own pages too: the privacy notice, with the period the server applies, and a
  // path no app routes.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(/kept whole for \d+ days after its job closes/)).toBeVisible();
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the jobs' })).toHaveAttribute('href', '/');
  await context.close();
});

test('words typed into the first paint before the scripts have run stay, and Enter searches them', async ({
  page,
}) => {
  // The scripts held back: the page is the server's first paint, and its search box takes typing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const keywords = page.getByRole('textbox', { name: 'Keywords: job title, skill or company' });
  await keywords.click();
  await keywords.pressSequentially('Designer');
  await expect(page.getByRole('heading', { name: 'Latest Jobs' })).toHaveCount(0);

  release();
  // Taken over: the list below the hero is the screen's, not the first paint's.
  await expect(page.getByRole('heading', { name: 'Latest Jobs' })).toBeVisible();
  await expect(keywords).toHaveValue('Designer');
  await expect(keywords).toBeFocused();
  await page.keyboard.press('Enter');
  // The screen's search, not the form sent to the server: it names no empty location.
  await expect(page).toHaveURL(/\/\?q=Designer$/);
  await expect(page).toHaveTitle('Designer jobs | Job Board');
  await expect(keywords).toHaveValue('Designer');
});

test('a keyboard user on the first paint keeps their place once the scripts have run, and Enter works', async ({
  page,
  request,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '').origin;
  const jobs = await postedJobs(request, await apiOf(request, site));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/apply-jobs/${jobs.open}`, { waitUntil: 'commit' });
  const apply = page.getByRole('button', { name: 'Apply Now' }).first();
  await expect(apply).toBeVisible();
  // Tabbed through the first paint's navbar and header to the first Apply button.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(apply).toBeFocused({ timeout: 100 });
  }).toPass();
  const more = page.getByRole('heading', { name: 'More Jobs from the company' });
  await expect(more).toHaveCount(0);

  release();
  // Taken over: More Jobs is the screen's, and the Apply button the person was on is its own.
  await expect(more).toBeVisible();
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login to Apply')).toBeVisible();
});
