import { expect, test } from '@playwright/test';

// Run by the new-screen project only: the seeker remote was built with a page and an endpoint
// module that exist in no other build (build-extended-seeker.mjs); the shell is today's build.
test('a page a remote adds runs under the shell as built, which has never seen it', async ({
  page,
  request,
}) => {
  const newest = (await (
    await request.get('http://127.0.0.1:4310/api/jobs?page=1&pageSize=1')
  ).json()) as {
    jobs: { title: string }[];
  };
  await page.goto('/reading-list/mine');
  await expect(page.getByRole('heading', { name: 'Reading list: mine' })).toBeVisible();
  await expect(page.getByText(`Newest job: ${newest.jobs[0]?.title ?? 'none'}`)).toBeVisible();
  // The shell's own Navbar and routes are around it, and the remote's other pages still work.
  await expect(
    page.getByRole('navigation').getByRole('button', { name: 'Recruiter Login' }),
  ).toBeVisible();
  // The early start found the page in the remote's manifest and linked its files ahead.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.some((href) => href.includes('/assets/reading-list-page-'))).toBe(true);

  await page.getByRole('link', { name: 'Job Board home' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.goto('/reading-list');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});
