import { expect, test } from '@playwright/test';
import {
  apiOrigin,
  applyNow,
  applicantViaApi,
  signUpRecruiter,
  signUpSeeker,
  unique,
  openJobScreen,
  uploadResume,
} from './support';

test('the hiring pipeline: shortlist, a note, a withdrawal, a bulk rejection', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  const company = unique('Pipeline Co');
  const title = unique('Stage Manager');

  await signUpRecruiter(recruiter, company);
  const api = await apiOrigin(recruiter);
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  const posted = await recruiter.request.post(`${api}/api/company/post-job`, {
    headers: { token: token ?? '' },
    data: {
      title,
      description: '<p>Run the stages.</p>',
      location: 'Chennai',
      category: 'Management',
      level: 'Senior Level',
      salary: 90000,
    },
  });
  expect(posted.status()).toBe(200);
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;

  // One applicant applies through the app; two more through the API.
  await seeker.goto('/');
  await signUpSeeker(seeker, 'Ada');
  await seeker.getByRole('link', { name: 'Applied Jobs' }).click();
  await uploadResume(seeker);
  await openJobScreen(seeker, jobId);
  await applyNow(seeker);
  await expect(seeker.getByRole('button', { name: 'Already Applied' }).first()).toBeVisible();
  const bob = await applicantViaApi(recruiter.request, api, 'Bob', jobId);
  await applicantViaApi(recruiter.request, api, 'Cy', jobId);

  // The recruiter (still on Manage Jobs, which it loaded before anyone applied) looks again and
  // reaches them from the job's applicant count, and shortlists Ada.
  await recruiter.reload();
  await recruiter.getByRole('link', { name: `3 applicants for ${title}` }).click();
  await expect(recruiter).toHaveURL(new RegExp(`view-applications\\?jobId=${jobId}`));
  const row = (name: string) => recruiter.getByRole('row').filter({ hasText: name });
  // The row shows the move at once; Ada looks later, once the server has answered it.
  const shortlisted = recruiter.waitForResponse((res) =>
    res.url().endsWith('/api/company/change-status'),
  );
  await recruiter.getByRole('button', { name: 'Shortlist Ada Tester' }).click();
  await expect(row('Ada Tester').getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(recruiter.getByRole('button', { name: 'Shortlist Ada Tester' })).toHaveCount(0);
  expect((await shortlisted).ok()).toBe(true);

  // A private note, in a dialog that gives focus back.
  const notesButton = recruiter.getByRole('button', { name: 'Notes on Ada Tester' });
  await notesButton.click();
  const notes = recruiter.getByRole('dialog', { name: 'Notes on Ada Tester' });
  await notes.getByLabel('New note').fill('Strong portfolio, call on Monday');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Strong portfolio');
  await recruiter.keyboard.press('Escape');
  await expect(notes).toHaveCount(0);
  await expect(notesButton).toBeFocused();

  // Ada sees the stage (never the note) and withdraws, after a confirmation.
  await seeker.getByRole('link', { name: 'Applied Jobs' }).click();
  const mine = seeker.getByRole('row').filter({ hasText: title });
  await expect(mine.getByText('Shortlisted', { exact: true })).toBeVisible();
  await expect(seeker.getByText('Strong portfolio')).toHaveCount(0);
  await mine.getByRole('button', { name: `Withdraw application for ${title}` }).click();
  await seeker.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(mine.getByText('Withdrawn', { exact: true })).toBeVisible();

  // The recruiter sees it withdrawn, with no moves left; Bob and Cy are rejected together.
  await recruiter.reload();
  await expect(row('Ada Tester').getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(row('Ada Tester').getByRole('button', { name: /^(Accept|Reject) / })).toHaveCount(0);
  await recruiter.getByRole('checkbox', { name: 'Select Bob Tester' }).check();
  await recruiter.getByRole('checkbox', { name: 'Select Cy Tester' }).check();
  const bulk = recruiter.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk.getByText('2 selected')).toBeVisible();
  await bulk.getByRole('button', { name: 'Reject selected' }).click();
  // Rejecting asks first, naming how many.
  const confirm = recruiter.getByRole('dialog', { name: 'Reject 2 applicants?' });
  await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row('Bob Tester').getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row('Cy Tester').getByText('Rejected', { exact: true })).toBeVisible();

  // As the server has it: Bob's own list says Rejected.
  const bobs = await recruiter.request.get(`${api}/api/users/applications`, {
    headers: { authorization: `Bearer ${bob}` },
  });
  const [application] = ((await bobs.json()) as { applications: { status: string }[] })
    .applications;
  expect(application?.status).toBe('Rejected');
});
