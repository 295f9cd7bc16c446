import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfFile, pngFile, signUpSeeker, unique } from './support';

test('recruiter and job seeker: post, apply, review, accept, hide, log out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  const company = unique('Journey Labs');
  const jobTitle = unique('Quantum Widget Engineer');
  const quill = (url: string) => /quill/i.test(url);
  const downloaded: string[] = [];
  recruiter.on('request', (request) => downloaded.push(request.url()));

  // The recruiter signs up with a logo, in two steps; a wrong login first shows the server's words.
  await recruiter.goto('/');
  await recruiter.getByRole('button', { name: 'Recruiter Login' }).click();
  const overlay = recruiter.getByRole('dialog', { name: 'Recruiter Login' });
  await overlay.getByLabel('Email Id').fill('nobody@example.test');
  await overlay.getByLabel('Password').fill('wrong-password');
  await overlay.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(overlay.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(recruiter.getByText('Invalid email or password')).toHaveCount(2);
  await expect(overlay.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await overlay.getByRole('button', { name: 'Sign Up' }).click();
  const signUp = recruiter.getByRole('dialog', { name: 'Recruiter Sign Up' });
  await signUp.getByLabel('Company Name').fill(company);
  await signUp
    .getByLabel('Email Id')
    .fill(`${company.replace(/\W+/g, '.').toLowerCase()}@example.test`);
  await signUp.getByLabel('Password').fill('long-enough-password');
  await signUp.getByRole('button', { name: 'Next' }).click();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByRole('alert')).toHaveText('Please upload a company logo');
  await expect(recruiter.getByText('Please upload a company logo')).toHaveCount(2);
  await signUp.getByLabel('Upload Company logo').setInputFiles(pngFile);
  await expect(signUp.getByRole('img', { name: 'Company logo preview' })).toBeVisible();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(recruiter).toHaveURL(/\/dashboard\/manage-jobs$/);
  await expect(recruiter.getByText(`Welcome, ${company}`)).toBeVisible();
  expect(await recruiter.evaluate(() => localStorage.getItem('companyToken'))).toBeTruthy();

  // It posts a job with bold text. The editor (Quill) is downloaded by the Add Job page only.
  expect(downloaded.filter(quill)).toEqual([]);
  await recruiter.getByRole('link', { name: 'Add Job' }).click();
  await recruiter.getByLabel('Job Title').fill(jobTitle);
  const editor = recruiter.getByRole('textbox', { name: 'Job Description' });
  await editor.click();
  expect(downloaded.filter(quill).length).toBeGreaterThan(0);
  await recruiter.keyboard.type('You will build ');
  await recruiter.getByRole('button', { name: 'Bold' }).click();
  await recruiter.keyboard.type('quantum widgets');
  await recruiter.getByRole('button', { name: 'Bold' }).click();
  // Longer than a card's preview of 150 characters, which ends at a word.
  await recruiter.keyboard.type(
    ' for the teams who plan, test and ship the instruments our customers use in their laboratories every single day, on three continents.',
  );
  await recruiter.getByLabel('Job Category').selectOption('Design');
  await recruiter.getByLabel('Job Salary').fill('75000');
  await recruiter.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(recruiter.getByText('Job Added')).toBeVisible();
  await expect(recruiter.getByLabel('Job Title')).toHaveValue('');

  await recruiter.getByRole('link', { name: 'Manage Jobs' }).click();
  const jobRow = recruiter.getByRole('row').filter({ hasText: jobTitle });
  await expect(jobRow.getByRole('cell').nth(4)).toHaveText('0');
  await expect(jobRow.getByRole('checkbox')).toBeChecked();

  // A job seeker signs up, finds the job by search, is sent to upload a resume, and applies.
  await seeker.goto('/');
  await signUpSeeker(seeker, 'Marie');
  await seeker.getByLabel('Keywords: job title, skill or company').fill(jobTitle);
  await seeker.getByRole('button', { name: 'Search', exact: true }).click();
  const card = seeker.getByRole('article', { name: jobTitle });
  // The card's pay, a single yearly figure, in its currency and period; its preview cut at a word.
  await expect(card.getByText('₹75K a year')).toBeVisible();
  await expect(card.getByText(/every single day, on…$/)).toBeVisible();
  // Its title is a real link: a ctrl-click opens the job in a new tab and leaves this page be.
  const titleLink = card.getByRole('link', { name: jobTitle });
  const jobPath = (await titleLink.getAttribute('href')) ?? '';
  expect(jobPath).toMatch(/^\/apply-jobs\/[0-9a-f-]{36}$/);
  const [tab] = await Promise.all([
    seeker.context().waitForEvent('page'),
    titleLink.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(jobTitle);
  expect(new URL(tab.url()).pathname).toBe(jobPath);
  await tab.close();
  await expect(seeker).toHaveURL(/\/\?q=/);
  await card.getByRole('button', { name: 'Learn More' }).click();
  await expect(seeker.locator('.rich-text strong')).toHaveText('quantum widgets');
  await expect(seeker.getByText('CTC: 75k')).toBeVisible();
  // No resume on file yet: one is uploaded from the apply dialog itself.
  await seeker.getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = seeker.getByRole('dialog', { name: /^Apply for / });
  await dialog.getByLabel('Upload your resume (PDF, 5 MB at most)').setInputFiles(pdfFile);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(seeker.getByRole('button', { name: 'Already Applied' }).first()).toBeVisible();

  // The recruiter sees the applicant, opens the resume and accepts.
  await recruiter.getByRole('link', { name: 'View Applications' }).click();
  const applicant = recruiter.getByRole('row').filter({ hasText: jobTitle });
  await expect(applicant.getByText('Marie Tester')).toBeVisible();
  const [download] = await Promise.all([
    recruiter.waitForEvent('download'),
    applicant.getByRole('link', { name: 'Resume of Marie Tester' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Marie Tester - resume.pdf');
  expect(new URL(download.url()).pathname).toMatch(/^\/files\/resumes\//);
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await applicant.getByRole('button', { name: /^Accept / }).click();
  // Accepting asks first, naming who and for what. The row shows the move at once; the seeker
  // looks once the server has answered it (under load the seeker's page could otherwise ask
  // before the move was stored).
  const accepted = recruiter.waitForResponse((res) =>
    res.url().endsWith('/api/company/change-status'),
  );
  await recruiter
    .getByRole('dialog', { name: `Accept Marie Tester for ${jobTitle}?` })
    .getByRole('button', { name: 'Accept', exact: true })
    .click();
  await expect(applicant.getByText('Accepted')).toBeVisible();
  await expect(applicant.getByRole('button', { name: /^Accept / })).toHaveCount(0);
  expect((await accepted).ok()).toBe(true);

  // The seeker sees Accepted in green.
  await seeker.getByRole('link', { name: 'Applied Jobs' }).click();
  const applied = seeker.getByRole('row').filter({ hasText: jobTitle });
  await expect(applied.getByText('Accepted')).toHaveClass(/bg-green-100/);
  // The job's title links to its page.
  await expect(applied.getByRole('link', { name: jobTitle })).toHaveAttribute('href', jobPath);
  await applied.getByRole('link', { name: jobTitle }).click();
  await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(jobTitle);

  // The recruiter hides the job: it leaves the home page.
  await recruiter.getByRole('link', { name: 'Manage Jobs' }).click();
  await expect(jobRow.getByRole('cell').nth(4)).toHaveText('1');
  // The box unticks at once; the seeker looks once the server has answered the change.
  const hidden = recruiter.waitForResponse((res) =>
    res.url().endsWith('/api/company/change-visibility'),
  );
  await jobRow.getByRole('checkbox').click();
  await expect(jobRow.getByRole('checkbox')).not.toBeChecked();
  expect((await hidden).ok()).toBe(true);
  await seeker.goto(`/?title=${encodeURIComponent(jobTitle)}`);
  await expect(seeker.getByText('No jobs match your search')).toBeVisible();

  // And logs out, by keyboard: the server then refuses the token it had.
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  expect(token).toBeTruthy();
  await recruiter.getByRole('button', { name: `${company} Company menu` }).focus();
  await recruiter.keyboard.press('Enter');
  // Watches every change of the page while it leaves: the dashboard must not ask for a login.
  await recruiter.evaluate(() => {
    const seen = { loginAsked: false };
    Object.assign(window, { logoutSeen: seen });
    new MutationObserver(() => {
      if (document.body.textContent.includes('Recruiter login required')) seen.loginAsked = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // What leaves the page with the token from now on: the server is about to refuse it.
  const sentWithToken: string[] = [];
  recruiter.on('request', (request) => {
    if (request.headers().token !== token) return;
    sentWithToken.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const [logout] = await Promise.all([
    recruiter.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/company/logout'),
    ),
    recruiter.keyboard.press('Enter'),
  ]);
  await expect(recruiter).toHaveURL(/\/$/);
  await expect(
    recruiter.getByRole('navigation').first().getByRole('button', { name: 'Recruiter Login' }),
  ).toBeVisible();
  expect(
    await recruiter.evaluate(
      () => (window as unknown as { logoutSeen: { loginAsked: boolean } }).logoutSeen.loginAsked,
    ),
  ).toBe(false);
  expect(await recruiter.evaluate(() => localStorage.getItem('companyToken'))).toBeNull();
  expect(await logout.request().headerValue('token')).toBe(token);
  expect(logout.status()).toBe(200);
  // Asked where the app asks: the API may be on an origin of its own.
  const api = new URL(logout.url()).origin;
  const refused = await recruiter.request.get(`${api}/api/company/company`, {
    headers: { token: token! },
  });
  expect(refused.status()).toBe(401);
  // Only the revocation: the home page did not ask for the company with it (it got a 401).
  expect(sentWithToken).toEqual(['POST /api/company/logout']);
});
