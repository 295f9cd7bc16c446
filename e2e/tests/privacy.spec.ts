import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleDialog } from './axe';
import {
  apiOrigin,
  applyNow,
  openJobScreen,
  SEEKER_PASSWORD,
  signUpRecruiter,
  signUpSeeker,
  unique,
  uploadResume,
} from './support';

/** The company's job, posted through the API with the recruiter page's token. */
async function postJob(recruiter: Page, title: string): Promise<string> {
  const api = await apiOrigin(recruiter);
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  const posted = await recruiter.request.post(`${api}/api/company/post-job`, {
    headers: { token: token ?? '' },
    data: {
      title,
      description: '<p>Keep the records straight.</p>',
      location: 'Chennai',
      category: 'Management',
      level: 'Senior Level',
      salary: 52000,
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  return ((await posted.json()) as { job: { _id: string } }).job._id;
}

test('a seeker downloads their data and deletes the account; the company sees "Deleted applicant", then deletes itself', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const company = unique('Ledger Co');
  const title = unique('Records Keeper');
  await signUpRecruiter(recruiter, company);
  const jobId = await postJob(recruiter, title);

  // The seeker signs up, uploads a resume and applies.
  await seeker.goto('/');
  const email = await signUpSeeker(seeker, 'Rhea');
  await seeker.goto('/applications');
  await uploadResume(seeker);
  await openJobScreen(seeker, jobId);
  await applyNow(seeker);
  await expect(seeker.getByRole('button', { name: 'Already Applied' }).first()).toBeVisible();

  // Profile, "Your data": the download holds the application.
  await seeker.goto('/profile');
  const yourData = seeker.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();
  await yourData.scrollIntoViewIfNeeded();
  await expectAccessible(seeker, 'Profile, Your data');
  const [download] = await Promise.all([
    seeker.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string };
    applications: { job: { _id: string; title: string } }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.applications.map((a) => a.job)).toEqual([
    expect.objectContaining({ _id: jobId, title }),
  ]);

  // The delete dialog, checked, closed with Escape, then used.
  const deleteButton = yourData.getByRole('button', { name: 'Delete my account' });
  await expectAccessibleDialog(seeker, deleteButton, 'Delete your account?');
  await deleteButton.click();
  const confirm = seeker.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Your email').fill(email);
  await confirm.getByLabel('Password').fill(SEEKER_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(seeker.getByText('Your account has been deleted')).toBeVisible();
  await expect(seeker).toHaveURL(/\/$/);

  // Signing in again fails.
  await expect(seeker.getByText('Your account has been deleted')).toHaveCount(0);
  await seeker.getByRole('navigation').getByRole('button', { name: 'Login', exact: true }).click();
  const signIn = seeker.getByRole('dialog', { name: 'Sign in to Job Board' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(SEEKER_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  // The refusal comes as a toast and in the form; the dialog stays, nobody signed in.
  await expect(signIn.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(seeker.getByText('Invalid email or password')).toHaveCount(2);
  await expect(signIn).toBeVisible();
  await expect(seeker.getByText('Hi, Rhea Tester')).toHaveCount(0);

  // The notices the dialogs link to.
  for (const [path, heading] of [
    ['/privacy', 'Privacy notice'],
    ['/terms', 'Terms of use'],
  ] as const) {
    await seeker.goto(path);
    await expect(seeker.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(seeker, heading);
  }

  // The company keeps the application, with nothing of the person.
  await recruiter.getByRole('link', { name: 'View Applications' }).click();
  await expect(recruiter.getByRole('row').filter({ hasText: 'Deleted applicant' })).toBeVisible();
  await expect(recruiter.getByText('Rhea Tester')).toHaveCount(0);

  // The owner deletes the company from the Team page.
  await recruiter.getByRole('link', { name: 'Team' }).click();
  const companyData = recruiter.getByRole('region', { name: 'Company data' });
  const deleteCompany = companyData.getByRole('button', { name: 'Delete company' });
  await expectAccessibleDialog(recruiter, deleteCompany, 'Delete the company?');
  await deleteCompany.click();
  const sure = recruiter.getByRole('dialog', { name: 'Delete the company?' });
  await sure.getByLabel('Company name').fill(company);
  await sure.getByLabel('Password').fill('long-enough-password');
  await sure.getByRole('button', { name: 'Delete the company' }).click();
  await expect(recruiter.getByText('The company account has been deleted')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/$/);
  const gone = await recruiter.request.get(`/apply-jobs/${jobId}`);
  expect(gone.status()).toBe(410);
});
