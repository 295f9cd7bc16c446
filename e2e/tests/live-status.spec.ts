import { expect, test, type Page } from '@playwright/test';
import {
  apiOrigin,
  applyNow,
  openJobScreen,
  signUpRecruiter,
  signUpSeeker,
  unique,
  uploadResume,
} from './support';

/** Marks the page: the mark is gone if it reloads or navigates away from the document. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { liveMark: true }));
const stillMarked = (page: Page) => page.evaluate(() => 'liveMark' in window);

test('live status: a new applicant and a shortlisting appear without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  const title = unique('Live Wire');

  await signUpRecruiter(recruiter, unique('Live Co'));
  const api = await apiOrigin(recruiter);
  const token = await recruiter.evaluate(() => localStorage.getItem('companyToken'));
  const posted = await recruiter.request.post(`${api}/api/company/post-job`, {
    headers: { token: token ?? '' },
    data: {
      title,
      description: '<p>Watch the stages move.</p>',
      location: 'Mumbai',
      category: 'Programming',
      level: 'Senior Level',
      salary: 70000,
    },
  });
  expect(posted.status()).toBe(200);
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;

  await test.step('the recruiter on View Applications sees a new applicant appear', async () => {
    await recruiter.goto('/dashboard/view-applications');
    await expect(recruiter.getByText('No Applications Available')).toBeVisible();
    await mark(recruiter);

    await seeker.goto('/');
    await signUpSeeker(seeker, 'Lina');
    await seeker.getByRole('link', { name: 'Applied Jobs' }).click();
    await uploadResume(seeker);
    await openJobScreen(seeker, jobId);
    await applyNow(seeker);
    await expect(seeker.getByRole('button', { name: 'Already Applied' }).first()).toBeVisible();

    await expect(recruiter.getByRole('checkbox', { name: 'Select Lina Tester' })).toBeVisible();
    await expect(recruiter.getByRole('status').filter({ hasText: 'New applicant' })).toHaveText(
      `New applicant: Lina Tester for ${title}`,
    );
    expect(await stillMarked(recruiter)).toBe(true);
  });

  await test.step("the seeker on Applied Jobs sees the recruiter's Shortlist appear", async () => {
    await seeker.getByRole('link', { name: 'Applied Jobs' }).click();
    const mine = seeker.getByRole('row').filter({ hasText: title });
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
    await mark(seeker);

    await recruiter.getByRole('button', { name: 'Shortlist Lina Tester' }).click();
    await expect(mine.getByText('Shortlisted', { exact: true })).toBeVisible();
    await expect(seeker.getByRole('status').filter({ hasText: 'is now' })).toHaveText(
      `Your application for ${title} is now Shortlisted.`,
    );
    expect(await stillMarked(seeker)).toBe(true);
  });
});
