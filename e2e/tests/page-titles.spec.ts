import { expect, test, type Page } from '@playwright/test';

// Each screen titles and describes itself, after a navigation inside the app too
// (the server sends the same head with the HTML of the public pages).
const SITE_TITLE = 'Job Board: find your next job';
const description = (page: Page) => page.locator('meta[name="description"]');

test('home, a search, a job, its company and back: each titled by what it shows', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page).toHaveTitle(SITE_TITLE);
  await expect(description(page)).toHaveAttribute('content', /^Search thousands of jobs/);

  await page.getByLabel('Keywords: job title, skill or company').fill('Engineer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveTitle('Engineer jobs | Job Board');

  await page.getByRole('article').first().getByRole('button', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/apply-jobs\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const { job } = (await (await request.get(`/api/jobs/${id}`)).json()) as {
    job: { title: string; companyId: { name: string } };
  };
  const company = job.companyId.name;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page).toHaveTitle(`${job.title} at ${company} | Job Board`);
  await expect(description(page)).toHaveAttribute(
    'content',
    new RegExp(`^${literal(company)} is hiring: ${literal(job.title)} in `),
  );
  // What the server sent about the first page would now describe the wrong one.
  await expect(page.locator('[data-page-head]')).toHaveCount(0);

  await page.getByRole('link', { name: company, exact: true }).first().click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(`Jobs at ${company} | Job Board`);
  await expect(description(page)).toHaveAttribute(
    'content',
    new RegExp(`^\\d+ open jobs? at ${literal(company)}\\. Apply on Job Board\\.$`),
  );

  await page.goBack();
  await expect(page).toHaveTitle(`${job.title} at ${company} | Job Board`);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=Engineer$/);
  await expect(page).toHaveTitle('Engineer jobs | Job Board');
  await expect(description(page)).toHaveAttribute('content', /^Search thousands of jobs/);
});

test('a job seeker signs in and opens Applied Jobs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Job Board' });
  await dialog.getByLabel('Email').fill('seeker@demo.jobboard');
  await dialog.getByLabel('Password').fill('seeker-demo-1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Hi, Demo Seeker')).toBeVisible();
  await expect(page).toHaveTitle(SITE_TITLE);

  await page.getByRole('link', { name: 'Applied Jobs' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page).toHaveTitle('Applied Jobs | Job Board');
  await page.getByRole('link', { name: 'Job Board home' }).click();
  await expect(page).toHaveTitle(SITE_TITLE);
});

test('a recruiter’s dashboard pages are each titled', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Recruiter Login' }).click();
  const overlay = page.getByRole('dialog', { name: 'Recruiter Login' });
  await overlay.getByLabel('Email Id').fill('recruiter@demo.jobboard');
  await overlay.getByLabel('Password').fill('recruiter-demo-1');
  await overlay.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-jobs$/);
  await expect(page).toHaveTitle('Manage Jobs | Job Board');

  const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
  for (const screen of ['Add Job', 'View Applications', 'Manage Jobs']) {
    await dashboard.getByRole('link', { name: screen, exact: true }).click();
    await expect(page).toHaveTitle(`${screen} | Job Board`);
  }
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/edit-job\//);
  await expect(page).toHaveTitle('Edit Job | Job Board');

  await page.getByRole('link', { name: 'Job Board home' }).click();
  await expect(page).toHaveTitle(SITE_TITLE);
});

test('the shell’s own pages: not found, then home through its link, and sign-in', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Job Board');
  await page.getByRole('link', { name: 'Back to the jobs' }).click();
  await expect(page).toHaveTitle(SITE_TITLE);

  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Job Board' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Job Board');
});

/** Text matched as it is inside a pattern. */
function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
