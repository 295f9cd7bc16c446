import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { holdRequests, runtimeCoreCopies, SINGLETON_COPY } from './support';
const fromRemote = (url: string) => /^\/(seeker|recruiter)\//.test(new URL(url).pathname);
const ownCopies = (app: string) =>
  fs
    .readdirSync(path.join(import.meta.dirname, '..', '..', app, 'dist', 'assets'))
    .filter((f) => SINGLETON_COPY.test(f));

test("the remotes use the shell's React, router and react-query, and its one QueryClient", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r: Request) => requested.push(r.url()));
  const runtimeCopies = runtimeCoreCopies(page);

  await page.goto('/');
  // The first page of jobs came with the page; another search is the remote's own call. Held, so
  // the shell's Navbar can be seen counting it.
  await expect(page.getByRole('article').first()).toBeVisible();
  const release = await holdRequests(page, '**/api/jobs?*');
  await page.getByRole('checkbox', { name: 'Design' }).click();
  // The Navbar belongs to the shell; the job query belongs to the seeker remote. The bar shows
  // only if that query lives in the shell's QueryClient.
  await expect(page.getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  release();
  await expect(page.getByRole('progressbar', { name: 'Loading data' })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('Recruiter login required')).toBeVisible();

  // Each remote ships its own copies of React, ReactDOM, the router and react-query as a
  // fallback, and downloads none of them: one of each runs, the shell's.
  expect(ownCopies('seeker-app').length).toBeGreaterThanOrEqual(4);
  expect(ownCopies('recruiter-app').length).toBeGreaterThanOrEqual(4);
  expect(requested.filter((url) => fromRemote(url) && SINGLETON_COPY.test(url))).toEqual([]);
  expect(requested.some((url) => fromRemote(url) && url.includes('/seeker/remoteEntry.js'))).toBe(
    true,
  );
  expect(
    requested.some((url) => fromRemote(url) && url.includes('/recruiter/remoteEntry.js')),
  ).toBe(true);
  // The federation runtime comes once, with the shell; neither remote brings its own.
  await expect.poll(runtimeCopies).toHaveLength(1);
  expect(runtimeCopies()[0]?.pathname).toMatch(/^\/assets\//);
});

test('a dead remote leaves the Navbar and the other remote working, and loads again once back', async ({
  page,
}) => {
  await page.route('**/recruiter/remoteEntry.js*', (route) => route.abort('connectionrefused'));

  await page.goto('/dashboard');
  await expect(page.getByRole('alert')).toContainText(
    'The recruiter app is not available right now.',
  );
  await expect(page.getByRole('button', { name: 'Recruiter Login' })).toBeVisible();

  // The seeker remote still works.
  await page.getByRole('link', { name: 'Job Board home' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();

  // The recruiter remote comes back: the same page, without a reload, loads it.
  await page.unroute('**/recruiter/remoteEntry.js*');
  await page.getByRole('navigation').getByRole('button', { name: 'Recruiter Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Recruiter Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/dashboard');
  await expect(page.getByText('Recruiter login required')).toBeVisible();
});

test('a slow remote does not hold the shell back: the Navbar shows, then the screen once it arrives', async ({
  page,
}) => {
  // The first render waits a moment for the opened page's screen (main.tsx), never longer.
  const release = await holdRequests(page, '**/seeker/remoteEntry.js*');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Recruiter Login' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the job seeker app' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  release();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('"Try again" reloads a remote that failed, in place', async ({ page }) => {
  await page.route('**/seeker/remoteEntry.js*', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'The job seeker app is not available right now.',
  );
  await page.unroute('**/seeker/remoteEntry.js*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Latest Jobs' })).toBeVisible();
});

test('a remote that declares a contract this shell cannot serve is not mounted; the rest works', async ({
  page,
}) => {
  // Stand in for a seeker build made for a future contract: only its declaration differs.
  await page.route('**/seeker/assets/federation-contract-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export const contract = { version: 99 };',
    }),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'The job seeker app cannot run in this version of the site.',
  );
  await expect(page.getByRole('alert')).toContainText('It declares contract version 99');
  await expect(page.getByRole('article')).toHaveCount(0);
  // The Navbar and the recruiter remote still work.
  await page.getByRole('navigation').getByRole('button', { name: 'Recruiter Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Recruiter Login' })).toBeVisible();
});
