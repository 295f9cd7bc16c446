import { expect, test } from '@playwright/test';

test('the shell and both remotes load under the Content-Security-Policy, the editor included', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('article').first()).toBeVisible();

  // The recruiter remote, through its overlay and dashboard, and Quill on Add Job.
  const login = await request.post('/api/company/login', {
    data: { email: 'recruiter@demo.jobboard', password: 'recruiter-demo-1' },
  });
  const { token } = (await login.json()) as { token: string };
  await page.getByRole('button', { name: 'Recruiter Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Recruiter Login' })).toBeVisible();
  await page.evaluate((t) => localStorage.setItem('companyToken', t), token);
  await page.goto('/dashboard/add-job');
  await expect(page.getByRole('textbox', { name: 'Job Description' })).toBeVisible();
  await expect(page.locator('.ql-toolbar')).toHaveCSS('box-sizing', 'border-box');
  await page.goto('/dashboard/view-applications');
  await expect(page.getByRole('heading', { name: 'View Applications' })).toBeVisible();

  expect(violations).toEqual([]);
});
