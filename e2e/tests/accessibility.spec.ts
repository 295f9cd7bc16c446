import { expect, test } from '@playwright/test';
import { expectAccessible, expectAccessibleDialog, expectFocusRing } from './axe';
import { closedJob, logInDemoRecruiter, nav, signInDemoSeeker } from './demo-data';

// No axe violation on any screen, signed out and signed in, dialogs open included.
// Dialogs are closed without confirming anything: the demo data the other suites read stays.

// Each screen is checked at two widths, with its focus rings: minutes on a busy 2-core machine.
test('signed out: every screen and dialog', async ({ page, request }) => {
  test.setTimeout(300_000);
  const listed = await request.get('/api/jobs?page=1');
  const [job] = ((await listed.json()) as { jobs: { _id: string; companyId: { _id: string } }[] })
    .jobs;
  if (!job) throw new Error('the demo data lists no job');
  const closedId = await closedJob(request);

  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectAccessible(page, 'home');

  await page.goto('/?title=a&categories=Programming,Design&workplaces=remote&minSalary=1000');
  await expect(page.getByRole('heading', { name: 'Current Search' })).toBeVisible();
  await expect(
    page.getByRole('article').first().or(page.getByText('No jobs match your search')),
  ).toBeVisible();
  await expectAccessible(page, 'home with a search and filters');
  const minimumPay = page.getByLabel('Minimum Yearly Pay');
  await minimumPay.focus();
  await expectFocusRing(minimumPay, 'the minimum pay');

  // Keywords come from the URL, of any length: their chip wraps within a phone's width.
  const longWord = 'frontend'.repeat(8);
  await page.goto(`/?q=${longWord}`);
  await expect(page.getByRole('button', { name: `Remove ${longWord}` })).toBeVisible();
  await expectAccessible(page, 'home with a long keyword');

  await page.goto(`/apply-jobs/${job._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' }).first()).toBeVisible();
  await expectAccessible(page, 'a job');

  await page.goto(`/apply-jobs/${closedId}`);
  await expect(page.getByText('This job is closed')).toBeVisible();
  await expectAccessible(page, 'a closed job');

  await page.goto(`/companies/${job.companyId._id}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'a company');

  // Searching by keyboard keeps the focus in the field; paging by keyboard starts the new page's
  // list at its heading, which shows the focus.
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  const keywords = page.getByLabel('Keywords: job title, skill or company');
  await keywords.fill('engineer');
  await keywords.press('Enter');
  await expect(page).toHaveURL(/\?q=engineer$/);
  await expect(keywords).toBeFocused();
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('button', { name: 'Next page' }).press('Enter');
  await expect(page).toHaveURL(/\?page=2$/);
  const latest = page.getByRole('heading', { name: 'Latest Jobs' });
  await expect(latest).toBeFocused();
  await expectFocusRing(latest, 'the list heading after paging');

  await page.goto('/sign-in');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectAccessible(page, 'the sign-in page');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Who sees it' })).toBeVisible();
  await expectAccessible(page, 'the privacy notice');
  // The keyboard's first stop skips the navbar to the page's heading.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expectFocusRing(skip, 'the skip link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeFocused();
  await expect(page).toHaveURL(/\/privacy$/);

  await page.goto('/no/such/page');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expectAccessible(page, 'not found');

  // Screens that are one message: a job or company that does not exist, a dashboard signed out.
  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/apply-jobs/${unknown}`);
  await expect(page.getByText('This job is not available.')).toBeVisible();
  await expectAccessible(page, 'an unknown job');
  await page.goto(`/companies/${unknown}`);
  await expect(page.getByText('This company could not be found.')).toBeVisible();
  await expectAccessible(page, 'an unknown company');
  await page.goto('/dashboard/add-job');
  await expect(page.getByText('Recruiter login required')).toBeVisible();
  await expectAccessible(page, 'the dashboard, signed out');

  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(6);
  const login = nav(page).getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expectFocusRing(
    page.getByRole('dialog').getByLabel('Email'),
    'a field of the shared style',
  );
  await page.keyboard.press('Escape');
  await expectAccessibleDialog(page, login, 'Sign in to Job Board');
  await expectAccessibleDialog(page, login, 'Create your account', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click(),
  );
  const recruiter = nav(page).getByRole('button', { name: 'Recruiter Login' });
  await expectAccessibleDialog(page, recruiter, 'Recruiter Login');
  await expectAccessibleDialog(page, recruiter, 'Recruiter Sign Up', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectAccessible(page, 'recruiter sign-up, its details');
    await dialog.getByLabel('Company Name').fill('Axe Co');
    await dialog.getByLabel('Email Id').fill('axe.co@example.test');
    await dialog.getByLabel('Password').fill('long-enough-password');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Upload Company logo')).toBeAttached();
  });
});

test('a job seeker: home, a job, Applied Jobs, the account menu, withdrawing', async ({ page }) => {
  test.setTimeout(240_000);
  await signInDemoSeeker(page);
  const account = page.getByRole('button', { name: /Account menu/ });
  await expect(account).toBeVisible();
  // The Login that opened the sign-in left with it: the page's heading has the focus, not the body.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectAccessible(page, 'home, signed in');

  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Saved Jobs' })).toBeFocused();
  await expectAccessible(page, 'the account menu');
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  await page.getByRole('article').first().getByRole('button', { name: 'Learn More' }).click();
  // The button went with the home page: the keyboard goes on from the job's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(
    page.getByRole('button', { name: /Apply Now|Already Applied/ }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'a job, signed in');

  // Saved and then unsaved, so that the demo data the other suites read stays as it was.
  await page
    .getByRole('button', { name: /^Save job to Saved Jobs: / })
    .first()
    .click();
  await account.click();
  await page.getByRole('menuitem', { name: 'Saved Jobs' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessible(page, 'Saved Jobs');
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Save job to Saved Jobs: /, pressed: true })
    .click();
  await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible();
  await expectAccessible(page, 'Saved Jobs, empty');

  await nav(page).getByRole('link', { name: 'Applied Jobs' }).click();
  const withdraw = page.getByRole('button', { name: /^Withdraw application for / }).first();
  await expect(withdraw).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resume', exact: true })).toBeVisible();
  await expectAccessible(page, 'Applied Jobs');
  await expectAccessibleDialog(page, withdraw, /^Withdraw your application for /);
});

test('a recruiter: every dashboard page, the company menu and its dialogs', async ({ page }) => {
  test.setTimeout(240_000);
  await logInDemoRecruiter(page);
  // The login led to the dashboard: its heading takes the focus once it shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeFocused();

  const close = page.getByRole('button', { name: /^Close / }).first();
  await expect(close).toBeVisible();
  await expectAccessible(page, 'Manage Jobs');
  await expectAccessibleDialog(page, close, 'Close this job?');
  const menu = page.getByRole('button', { name: /Company menu/ });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await expectAccessible(page, 'the company menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByLabel('Job Title')).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Job Description' })).toBeVisible();
  await expectAccessible(page, 'Edit Job');

  await page.getByRole('link', { name: 'Add Job' }).click();
  const description = page.getByRole('textbox', { name: 'Job Description' });
  await expect(description).toBeVisible();
  await expectAccessible(page, 'Add Job');
  await page.getByLabel('Job Title').focus();
  // By keyboard, past the toolbar.
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab');
    if (await description.evaluate((editor) => editor === document.activeElement)) break;
  }
  await expectFocusRing(description, 'the description editor');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page
    .getByRole('group', { name: 'Question 1' })
    .getByLabel('Question', { exact: true });
  await expectFocusRing(question, 'a new screening question');

  await page.getByRole('link', { name: 'View Applications' }).click();
  const notes = page.getByRole('button', { name: /^Notes on / }).first();
  await expect(notes).toBeVisible();
  await expectAccessible(page, 'View Applications');
  await expectAccessibleDialog(page, notes, /^Notes on /, async () => {
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('No notes yet.').or(dialog.getByRole('list', { name: 'Notes' })),
    ).toBeVisible();
    await dialog.getByLabel('New note').focus();
    await expectFocusRing(dialog.getByLabel('New note'), 'the new note');
  });

  // A selected row is tinted: the labels a phone shows in each row must still read on it.
  const select = page.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  await select.check();
  await expectAccessible(page, 'View Applications, a row selected');
  await select.uncheck();

  await page
    .getByRole('table')
    .getByRole('button', { name: 'Demo Seeker', exact: true })
    .first()
    .click();
  // Into the preview: its document takes the focus, which no selector sees. (Tab order inside a
  // PDF viewer's frame is the viewer's own, so the frame is focused directly.)
  const resume = page.getByTitle(/^Resume of /);
  await resume.focus();
  await expect(resume).toBeFocused();
  await expect(resume, "the resume's preview shows its focus").toHaveCSS('outline-style', 'solid');
});
