import { expect, test, type Page } from '@playwright/test';
import { nav } from './demo-data';
import { signUpInDialog, signUpSeeker } from './support';

/** A Save toggle's name, its job's whether saved or not; it shows "Save job" or "Saved". */
const toggleName = (title: string) => `Save job to Saved Jobs: ${title}`;

const savedTitles = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.ariaLabel));

async function openSavedJobs(page: Page) {
  await nav(page)
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
}

test('a job seeker saves jobs from a card and from a page, and finds them under Saved Jobs after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await signUpSeeker(page, 'Saskia');
  const [first, second] = [page.getByRole('article').nth(0), page.getByRole('article').nth(1)];
  const firstTitle = (await first.getAttribute('aria-label')) ?? '';
  const secondTitle = (await second.getAttribute('aria-label')) ?? '';

  // From its card: the toggle, named after its job, is pressed once the job is saved.
  const firstToggle = first.getByRole('button', { name: toggleName(firstTitle), exact: true });
  await expect(firstToggle).toHaveText('Save job');
  await firstToggle.click();
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(firstToggle).toHaveText('Saved');

  // From its page: the header's toggle, the first on the page.
  await second.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
  const pageToggle = page
    .getByRole('button', { name: toggleName(secondTitle), exact: true })
    .first();
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(pageToggle).toHaveText('Saved');

  // Under Saved Jobs, newest saved first; the server keeps them, a reload shows them again.
  await openSavedJobs(page);
  await expect(page.getByText('2 saved jobs')).toBeVisible();
  expect(await savedTitles(page)).toEqual([secondTitle, firstTitle]);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(await savedTitles(page)).toEqual([secondTitle, firstTitle]);

  // Unsaved there, it leaves the list, for good.
  await page
    .getByRole('article', { name: secondTitle })
    .getByRole('button', { name: toggleName(secondTitle), exact: true, pressed: true })
    .click();
  await expect(page.getByText('1 saved job', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(await savedTitles(page)).toEqual([firstTitle]);
});

test('a visitor who presses Save is asked to sign in, and the job is saved once they have', async ({
  page,
}) => {
  await page.goto('/');
  const nth = page.getByRole('article').nth(2);
  const title = (await nth.getAttribute('aria-label')) ?? '';
  // The card by its job's link: other suites post jobs of the same title.
  const href = (await nth.getByRole('link', { name: title }).getAttribute('href')) ?? '';
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
  await card.getByRole('button', { name: toggleName(title), exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to Job Board' })).toBeVisible();
  await signUpInDialog(page, 'Vera');

  await expect(page.getByText('Job saved')).toBeVisible();
  await expect(card.getByRole('button', { name: toggleName(title), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openSavedJobs(page);
  expect(await savedTitles(page)).toEqual([title]);
});
