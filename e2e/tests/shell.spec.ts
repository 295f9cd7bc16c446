import { expect, test } from '@playwright/test';

test('the shell shows the Navbar and the seeker home lists jobs from the server', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/jobs?page=1&pageSize=6');
  const api = (await response.json()) as { jobs: { title: string }[] };
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Job Board home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('button', { name: 'Recruiter Login' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Over 10,000+ jobs to apply' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Jobs' })).toBeVisible();
  // The newest job, as the server ordered it, is the first card.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(
    api.jobs[0]?.title ?? 'no job',
  );
  await expect(page.getByRole('article')).toHaveCount(6);
});

test('each remote serves its routes: a job detail from the seeker app, the dashboard from the recruiter app', async ({
  page,
}) => {
  await page.goto('/');
  const firstCard = page.getByRole('article').first();
  const title = await firstCard.getAttribute('aria-label');
  await firstCard.getByRole('button', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/apply-jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByText(/^Posted /)).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('Recruiter login required')).toBeVisible();

  await page.getByRole('link', { name: 'Job Board home' }).click();
  await page.getByRole('navigation').getByRole('button', { name: 'Recruiter Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recruiter Login' });
  await expect(dialog.getByText('Welcome back! Please sign in to continue.')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an unknown page is answered by the shell with a clear message', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recruiter Login' })).toBeVisible();
});

test('scripts and styles arrive precompressed, and the job list compressed', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname) || pathname === '/api/jobs') {
      encodings.set(pathname, response.headers()['content-encoding'] ?? 'none');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  // The first page came with the page, and the screen did not ask again: another search asks.
  expect(encodings.has('/api/jobs')).toBe(false);
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs'),
    page.getByRole('checkbox', { name: 'Programming' }).click(),
  ]);
  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  // Small files are not worth compressing; every large one comes as brotli.
  expect(scripts.filter(([, encoding]) => encoding === 'br').length).toBeGreaterThan(
    scripts.length / 2,
  );
  expect(encodings.get('/api/jobs')).toBe('br');
});

test('a sign-in that does not download shows a message with a way out, not a blank page', async ({
  page,
}) => {
  // A deployment with Clerk on, whose sign-in chunk fails to arrive.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, clerkPublishableKey: 'pk_test_x' } });
  });
  await page.route('**/assets/clerk-auth-*.js', (route) => route.abort());
  page.on('pageerror', () => {});
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Something went wrong on this page.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Once the site is whole again, the way out leads back to it.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(
    page.getByRole('navigation').getByRole('button', { name: 'Login', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
});
