import { expect, test } from '@playwright/test';

// Run by the version-skew project only: the seeker remote comes from the pinned build.
test("the shell runs last week's seeker remote, from its own origin", async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).origin);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Jobs' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(entries).toContain('http://127.0.0.1:4314');
});
