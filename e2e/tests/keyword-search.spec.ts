import { expect, test } from '@playwright/test';
import { apiOrigin, signUpRecruiter, unique } from './support';

test('a seeker’s keywords find a job whose description alone names them, then sort it by pay', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  // A word no other posting has, so the search finds these two jobs only.
  const stack = unique('Reactzine').split(' ').join('');
  const title = unique('Frontend Crafter');
  const betterPaid = unique('Interface Builder');

  await signUpRecruiter(recruiter, unique('Keyword Co'));
  const api = await apiOrigin(recruiter);
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  for (const [jobTitle, salary] of [
    [betterPaid, 2_400_000],
    [title, 900_000],
  ] as const) {
    const posted = await recruiter.request.post(`${api}/api/company/post-job`, {
      headers: { token: token ?? '' },
      data: {
        title: jobTitle,
        description: `<p>Build screens with React and ${stack} for our customers.</p>`,
        location: 'Chennai',
        category: 'Programming',
        level: 'Intermediate Level',
        salary,
      },
    });
    expect(posted.status()).toBe(200);
  }

  // The hero's keywords field matches more than titles: React names neither job's title.
  await seeker.goto('/');
  // The list is the app's: its search no longer goes through the page's plain form.
  await expect(seeker.getByRole('article')).toHaveCount(6);
  const keywords = seeker.getByRole('textbox', { name: 'Keywords: job title, skill or company' });
  await keywords.fill('react');
  await seeker.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(seeker).toHaveURL(/\/\?q=react$/);
  await expect(seeker.getByRole('button', { name: 'Remove react' })).toBeVisible();
  await expect(seeker.getByText(/^[\d,]+\+? jobs?$/)).toBeVisible();
  const sort = seeker.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('relevance');
  // Newest first, the job posted last leads the jobs naming React.
  await sort.selectOption({ label: 'Newest' });
  await expect(seeker).toHaveURL(/\/\?q=react&sort=newest$/);
  await expect(seeker.getByRole('article').first()).toHaveAccessibleName(title);

  // Narrowed to the two jobs by a word only they have, then by pay.
  await keywords.fill(`react ${stack}`);
  await seeker.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(seeker.getByText('2 jobs', { exact: true })).toBeVisible();
  await expect(seeker.getByRole('article').first()).toHaveAccessibleName(title);
  await sort.selectOption({ label: 'Highest pay' });
  await expect(seeker).toHaveURL(/[?&]sort=pay$/);
  await expect(seeker.getByRole('article').first()).toHaveAccessibleName(betterPaid);
  await expect(seeker.getByRole('article')).toHaveCount(2);

  // A misspelt word is searched as the likely one, and the page says so.
  await keywords.fill('devloper');
  await seeker.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(seeker.getByText('Showing results for developer')).toBeVisible();
  await expect(seeker.getByRole('article').first()).toBeVisible();
});
