import { expect, test, type Page } from '@playwright/test';
import { apiOrigin, signUpRecruiter, unique } from './support';

/** A yyyy-mm-dd date `days` from today, as a date input takes it. */
const dateIn = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** The seeker's home search for a title, from the URL as a shared link would give it. */
async function search(page: Page, title: string) {
  await page.goto(`/?title=${encodeURIComponent(title)}`);
}

test('a posting through its life: closing date, edit, close, reopen, duplicate, expiry', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  const company = unique('Posting Co');
  const title = unique('Lifecycle Analyst');
  const renamed = `${title} II`;

  await signUpRecruiter(recruiter, company);
  // Posted with a closing date, a pay range and its terms.
  await recruiter.getByRole('link', { name: 'Add Job' }).click();
  await recruiter.getByLabel('Job Title').fill(title);
  await recruiter.getByRole('textbox', { name: 'Job Description' }).click();
  await recruiter.keyboard.type('Follow postings from start to end.');
  await recruiter.getByLabel('Job Category').selectOption('Data Science');
  await recruiter.getByLabel('Employment Type').selectOption({ label: 'Part-time' });
  await recruiter.getByLabel('Workplace').selectOption({ label: 'Remote' });
  await recruiter.getByLabel('Closing Date').fill(dateIn(5));
  await recruiter.getByLabel('Job Salary').fill('50000');
  await recruiter.getByLabel('Maximum Salary').fill('70000');
  await recruiter.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(recruiter.getByText('Job Added')).toBeVisible();

  // Manage Jobs shows it open with its closing date; it is edited there.
  await recruiter.getByRole('link', { name: 'Manage Jobs' }).click();
  const row = (name: string) => recruiter.getByRole('row').filter({ hasText: name });
  await expect(row(title).getByText('Open', { exact: true })).toBeVisible();
  await expect(row(title).getByText(/Closes in 5 days/)).toBeVisible();
  await row(title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(recruiter.getByLabel('Job Title')).toHaveValue(title);
  await expect(recruiter.getByLabel('Maximum Salary')).toHaveValue('70000');
  const editUrl = recruiter.url();
  const jobId = editUrl.split('/').at(-1) ?? '';
  await recruiter.getByLabel('Job Title').fill(renamed);
  await recruiter.getByRole('button', { name: 'Save' }).click();
  await expect(recruiter.getByText('Job updated')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/dashboard\/manage-jobs$/);
  await expect(row(renamed)).toHaveCount(1);

  // A job seeker finds it with its pay range, terms and closing date, and the company's page.
  await search(seeker, renamed);
  const card = seeker.getByRole('article', { name: renamed });
  await expect(card.getByText('Part-time')).toBeVisible();
  await expect(card.getByText('Remote')).toBeVisible();
  await card.getByRole('button', { name: 'Learn More' }).click();
  await expect(seeker.getByText('₹50k–70k a year')).toBeVisible();
  await expect(seeker.getByText('Closes in 5 days')).toBeVisible();
  await seeker.getByRole('link', { name: company }).first().click();
  await expect(seeker).toHaveURL(/\/companies\//);
  await expect(seeker.getByRole('heading', { name: company })).toBeVisible();
  await expect(seeker.getByRole('article', { name: renamed })).toBeVisible();

  // Closed, after a confirmation: gone from the search, its page says so.
  await row(renamed)
    .getByRole('button', { name: `Close ${renamed}` })
    .click();
  const confirm = recruiter.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Close job' }).click();
  await expect(recruiter.getByText('Job closed')).toBeVisible();
  await expect(row(renamed).getByText('Closed', { exact: true })).toBeVisible();
  await search(seeker, renamed);
  await expect(seeker.getByText('No jobs match your search')).toBeVisible();
  await seeker.goto(`/apply-jobs/${jobId}`);
  await expect(seeker.getByText('This job is closed')).toBeVisible();
  await expect(seeker.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  // Reopened: listed again.
  await row(renamed)
    .getByRole('button', { name: `Reopen ${renamed}` })
    .click();
  await expect(recruiter.getByText('Job reopened')).toBeVisible();
  await expect(row(renamed).getByText('Open', { exact: true })).toBeVisible();
  await search(seeker, renamed);
  await expect(seeker.getByRole('article', { name: renamed })).toBeVisible();

  // Duplicated: the copy opens in the editor and stays hidden until shown.
  await row(renamed)
    .getByRole('button', { name: `Duplicate ${renamed}` })
    .click();
  await expect(recruiter.getByText('Job copied: it stays hidden until you show it')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/dashboard\/edit-job\//);
  expect(recruiter.url()).not.toBe(editUrl);
  await expect(recruiter.getByLabel('Job Title')).toHaveValue(`${renamed} (copy)`);
  await recruiter.getByRole('link', { name: 'Manage Jobs' }).click();
  await expect(row(renamed)).toHaveCount(2);
  await expect(row(renamed).getByRole('checkbox', { checked: false })).toHaveCount(1);
  // The copy is hidden: it reads Hidden, not Open.
  await expect(row(`${renamed} (copy)`).getByText('Hidden', { exact: true })).toBeVisible();

  // Its closing time comes (set a few seconds ahead through the API, as the form has days):
  // the seeker sees it leave the search with nobody asking the server to close it.
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  const api = await apiOrigin(recruiter);
  const edited = await recruiter.request.post(`${api}/api/company/edit-job`, {
    headers: { token: token ?? '' },
    data: { id: jobId, closesAt: Date.now() + 3_000 },
  });
  expect(edited.status()).toBe(200);
  await expect
    .poll(
      async () => {
        await search(seeker, renamed);
        await seeker.getByRole('heading', { name: 'Latest Jobs' }).waitFor();
        return seeker.getByRole('article', { name: renamed }).count();
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toBe(0);
  await seeker.goto(`/apply-jobs/${jobId}`);
  await expect(seeker.getByText(/Applications closed on/)).toBeVisible();
});
