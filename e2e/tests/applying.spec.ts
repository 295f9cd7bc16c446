import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { nav } from './demo-data';
import { mailDir } from './mail';
import { pdfFile, signUpRecruiter, signUpSeeker, unique } from './support';

/** The subject lines of every message written there, folded header lines joined. */
async function subjects(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  const messages = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return messages.map(
    (message) => /^Subject: (.*)$/m.exec(message.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '',
  );
}

/** Nothing on the page sits past a 390 px screen, and the page does not scroll sideways. */
async function expectNothingOffScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    outside: Array.from(document.querySelectorAll('main button, main a, main td, main th'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Headers kept for screen readers only (clipped to nothing) are not on the screen.
        for (let at: Element | null = element; at; at = at.parentElement) {
          if (getComputedStyle(at).clipPath !== 'none') return false;
        }
        return box.width > 0 && box.right > window.innerWidth + 1;
      })
      .map((element) => element.textContent.trim()),
  }));
  expect(overflow.scrollWidth, what).toBeLessThanOrEqual(390);
  expect(overflow.outside, what).toEqual([]);
}

/** No box on the page scrolls sideways: every value and action is where the eye is. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const scrolling = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName} ${element.scrollWidth}>${element.clientWidth}`),
  );
  expect(scrolling, what).toEqual([]);
}

test('a recruiter asks two questions; a seeker without a resume applies in one dialog; the recruiter reads it all', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const recruiter = await (await browser.newContext()).newPage();
  const seeker = await (await browser.newContext()).newPage();
  const jobTitle = unique('Lighthouse Keeper');

  // The recruiter posts a job with two screening questions.
  await signUpRecruiter(recruiter, unique('Beacon Co'));
  await recruiter.getByRole('link', { name: 'Add Job' }).click();
  await recruiter.getByLabel('Job Title').fill(jobTitle);
  await recruiter.getByRole('textbox', { name: 'Job Description' }).click();
  await recruiter.keyboard.type('Keep the light burning through the night.');
  await recruiter.getByLabel('Job Salary').fill('40000');
  const add = recruiter.getByRole('button', { name: 'Add a question' });
  await add.click();
  const first = recruiter.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question', { exact: true }).fill('Can you climb stairs all night?');
  await first.getByLabel('Answer type').selectOption({ label: 'Yes-no' });
  await first.getByLabel('Must answer').selectOption({ label: 'Yes' });
  await first.getByLabel('Required', { exact: true }).check();
  await add.click();
  const second = recruiter.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question', { exact: true }).fill('Which watch suits you?');
  await second.getByLabel('Answer type').selectOption({ label: 'Choice' });
  await second.getByLabel('Options', { exact: true }).fill('Dusk\nDawn');
  await expectAccessible(recruiter, 'Add Job with screening questions');
  await recruiter.setViewportSize({ width: 1280, height: 900 });
  await recruiter.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(recruiter.getByText('Job Added')).toBeVisible();

  // A job seeker with no resume applies from the job's page, all in one dialog.
  await seeker.goto('/');
  await signUpSeeker(seeker, 'Grace');
  await seeker.getByLabel('Keywords: job title, skill or company').fill(jobTitle);
  await seeker.getByRole('button', { name: 'Search', exact: true }).click();
  await seeker
    .getByRole('article', { name: jobTitle })
    .getByRole('button', { name: 'Learn More' })
    .click();
  await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(jobTitle);
  // From the keyboard: Enter opens it, Tab stays inside, Escape closes it and gives focus back.
  const applyNow = seeker.getByRole('button', { name: 'Apply Now' }).first();
  await applyNow.focus();
  await seeker.keyboard.press('Enter');
  const dialog = seeker.getByRole('dialog', { name: `Apply for ${jobTitle}` });
  await expect(dialog.getByRole('radio', { name: 'Dusk' })).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await seeker.keyboard.press('Tab');
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  await seeker.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(applyNow).toBeFocused();
  await seeker.keyboard.press('Enter');
  await expect(dialog.getByRole('radio', { name: 'Dusk' })).toBeVisible();
  await expectAccessible(seeker, 'the apply dialog');
  await seeker.setViewportSize({ width: 1280, height: 900 });
  await dialog
    .getByRole('group', { name: 'Can you climb stairs all night? (required)' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog.getByRole('radio', { name: 'Dawn' }).check();
  await dialog.getByLabel('Cover letter (optional)').fill('I have kept lights for ten years.');
  await dialog.getByLabel('Upload your resume (PDF, 5 MB at most)').setInputFiles(pdfFile);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  await expect(seeker.getByRole('button', { name: 'Already Applied' }).first()).toBeVisible();

  // The seeker is told the application arrived, by mail (the outbox sends it within seconds).
  const dir = mailDir(baseURL);
  await expect
    .poll(async () => (await subjects(dir)).filter((s) => s.includes(jobTitle)), {
      timeout: 20_000,
    })
    .toContainEqual(expect.stringMatching(new RegExp(`^Application received: ${jobTitle} at `)));

  // The recruiter opens the applicant: answers, contact, the cover letter and the resume inline.
  await recruiter.getByRole('link', { name: 'View Applications' }).click();
  const row = recruiter.getByRole('row').filter({ hasText: jobTitle });
  const applicant = row.getByRole('button', { name: 'Grace Tester', exact: true });
  await applicant.focus();
  await recruiter.keyboard.press('Enter');
  const panel = recruiter.getByRole('region', { name: 'Grace Tester' });
  await expect(panel.getByRole('link', { name: /@example\.test$/ })).toBeVisible();
  await expect(panel.getByText('Can you climb stairs all night?')).toBeVisible();
  await expect(panel.getByText('Dawn')).toBeVisible();
  await expect(panel.getByText('I have kept lights for ten years.')).toBeVisible();
  const preview = panel.getByTitle('Resume of Grace Tester');
  await expect(preview).toHaveAttribute('src', /inline=1/);
  const previewed = await recruiter.request.get((await preview.getAttribute('src')) ?? '');
  expect(previewed.headers()['content-disposition']).toBe(
    'inline; filename="Grace Tester - resume.pdf"',
  );
  expect(previewed.headers()['content-type']).toBe('application/pdf');
  // And the page's own policy lets the frame in: refused, it holds Chromium's error page instead.
  await expect
    .poll(() => recruiter.frames().some((frame) => frame.url().includes('/files/resumes/')))
    .toBe(true);
  await expectAccessible(recruiter, 'View Applications with the applicant panel');
  // Beside the panel the list folds into cards rather than hiding columns under a scroll.
  await expect(row.getByRole('button', { name: /^Accept / })).toBeInViewport();
  await expectNoSidewaysScroll(recruiter, 'View Applications with the applicant panel');

  // Closed from the keyboard, the panel gives the focus back to the applicant's name.
  await panel.getByRole('button', { name: 'Close Grace Tester' }).focus();
  await recruiter.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(applicant).toBeFocused();

  // At 390 px the three tables are stacked rows, nothing past the screen's edge.
  await recruiter.setViewportSize({ width: 390, height: 900 });
  await expect(row.getByRole('button', { name: /^Accept / })).toBeInViewport();
  await expectNothingOffScreen(recruiter, 'View Applications');
  await recruiter.getByRole('link', { name: 'Manage Jobs' }).click();
  await expect(recruiter.getByText(jobTitle)).toBeVisible();
  await expectNothingOffScreen(recruiter, 'Manage Jobs');
  await seeker.setViewportSize({ width: 390, height: 900 });
  await seeker.goto('/applications');
  // The resume on file is named, with its upload day.
  await expect(seeker.getByText('resume.pdf', { exact: true })).toBeVisible();
  // The app's long date: "Uploaded on November 27, 2026".
  await expect(seeker.getByText(/Uploaded on [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
  const applied = seeker.getByRole('row').filter({ hasText: jobTitle });
  await expect(applied.getByRole('button', { name: /Withdraw/ })).toBeInViewport();
  await expectNothingOffScreen(seeker, 'Applied Jobs');
});

test('a job seeker keeps a profile, which the menu opens', async ({ page }) => {
  await page.goto('/');
  await signUpSeeker(page, 'Ida');
  await nav(page)
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Headline').fill('Keeper of lights');
  await page.getByLabel('City').fill('Chennai');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('Keeper of lights');
  await expectAccessible(page, 'Profile');
});
