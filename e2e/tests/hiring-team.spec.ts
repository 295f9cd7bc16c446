import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { mailDir, messages } from './mail';
import { apiOrigin, applicantViaApi, signUpRecruiter, unique } from './support';

/** The join link of the newest invitation mailed to `to`, or null while none has come. */
async function joinLink(dir: string, to: string): Promise<string | null> {
  for (const message of await messages(dir)) {
    if (!message.includes(`To: ${to}`)) continue;
    const link = /https?:\/\/\S+\/join\?token=[\w%-]+/.exec(message);
    if (link) return link[0];
  }
  return null;
}

test('the owner invites a recruiter, who joins from the mail, rejects after confirming and undoes; the owner sees who did it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();
  const company = unique('Crew Co');
  const title = unique('Deck Hand');

  await signUpRecruiter(owner, company);
  const api = await apiOrigin(owner);
  const token = await owner.evaluate(() => localStorage.getItem('companyToken'));
  const posted = await owner.request.post(`${api}/api/company/post-job`, {
    headers: { token: token ?? '' },
    data: {
      title,
      description: '<p>Keep the deck in order.</p>',
      location: 'Chennai',
      category: 'Management',
      level: 'Senior Level',
      salary: 45000,
    },
  });
  expect(posted.status()).toBe(200);
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;
  await applicantViaApi(owner.request, api, 'Nia', jobId);

  // The owner invites a recruiter from the Team page.
  const email = `${unique('mate').replace(/\W+/g, '.').toLowerCase()}@example.test`;
  await owner.getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = owner.getByRole('form', { name: 'Invite a team member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption({ label: 'Recruiter' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expectAccessible(owner, 'Team');

  // The invitation arrives by mail; its link opens the join page.
  const dir = mailDir(baseURL);
  await expect.poll(() => joinLink(dir, email), { timeout: 20_000 }).not.toBeNull();
  await member.goto((await joinLink(dir, email)) ?? '');
  await expect(member.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible();
  await expectAccessible(member, 'Join your team');
  // Joining with nothing filled in names the field to fix, and puts the focus there.
  await member.getByRole('button', { name: 'Join the team' }).click();
  await expect(member.getByText('Enter your name')).toBeVisible();
  await expect(member.getByLabel('Your name')).toBeFocused();
  await expectAccessible(member, 'Join your team, a field to fix');
  await member.getByLabel('Your name').fill('Marin Mate');
  await member.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await member.getByLabel('Confirm password').fill('long-enough-password');
  await member.getByRole('button', { name: 'Join the team' }).click();
  await expect(member).toHaveURL(/\/dashboard\/manage-jobs$/);
  await expect(member.getByText('Signed in as').locator('..')).toContainText('Marin Mate');

  // The recruiter shortlists, then rejects after confirming, then takes the rejection back.
  await member.getByRole('link', { name: 'View Applications' }).click();
  const row = member.getByRole('row').filter({ hasText: 'Nia Tester' });
  await row.getByRole('button', { name: 'Shortlist Nia Tester' }).click();
  await expect(row.getByText('Shortlisted', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Reject Nia Tester' }).click();
  const confirm = member.getByRole('dialog', { name: `Reject Nia Tester for ${title}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(member, 'the confirmation of a rejection');
  await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  // Each move's toast offers Undo; the rejection's takes it back. Its toast comes once the server
  // has answered, after the row shows the move: until then the only Undo is the shortlist's.
  await member
    .getByRole('alert')
    .filter({ hasText: 'Application rejected' })
    .getByRole('button', { name: 'Undo', exact: true })
    .click();
  await expect(row.getByText('Shortlisted', { exact: true })).toBeVisible();

  // The owner opens the applicant: the trail names the recruiter for each step.
  await owner.getByRole('link', { name: 'View Applications' }).click();
  await owner
    .getByRole('row')
    .filter({ hasText: 'Nia Tester' })
    .getByRole('button', { name: 'Nia Tester', exact: true })
    .click();
  const trail = owner.getByRole('list', { name: 'Activity' });
  await expect(trail.getByText('Marin Mate undid a move')).toBeVisible();
  await expect(trail.getByText('Marin Mate moved it from Shortlisted to Rejected')).toBeVisible();
  await expect(trail.getByText('Marin Mate moved it from Pending to Shortlisted')).toBeVisible();
  await expectAccessible(owner, 'the applicant panel with its activity');

  // The job's insights: its chart and numbers (one application; views from its page).
  await member.goto(`/apply-jobs/${jobId}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await owner.getByRole('link', { name: 'Manage Jobs' }).click();
  await owner.getByRole('link', { name: `Insights for ${title}` }).click();
  const chart = owner.getByRole('img', { name: /Views and applications per day, last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(owner.getByText('Applications, last 30 days', { exact: true })).toBeVisible();
  await owner.getByText('Show as table').click();
  await expect(owner.getByRole('table').getByRole('row')).toHaveCount(31);
  await expectAccessible(owner, 'Insights');
});
