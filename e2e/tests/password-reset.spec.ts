import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { nav } from './demo-data';
import { messages } from './mail';
import { pngFile, unique } from './support';

// A recruiter who forgot their password asks for a link from the overlay, follows the
// link mailed to them and logs in with the new password. Without SMTP_URL the one-process
// server writes each message to DATA_DIR/mail (the config's DATA_DIR is .e2e-data).
const MAIL_DIR = fileURLToPath(new URL('../.e2e-data/mail/', import.meta.url));
const OLD = 'first-password-1';
const NEW = 'second-password-2';
const SENT = 'If an account exists for that email, we sent a link to reset its password.';

/** The reset link of the newest message to `to` that carries one, or null while none has come. */
async function newestResetLink(to: string): Promise<string | null> {
  for (const message of await messages(MAIL_DIR)) {
    if (!message.includes(`To: ${to}`)) continue;
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+&account=company/.exec(message);
    if (link) return link[0];
  }
  return null;
}

async function openRecruiterLogin(page: Page) {
  await nav(page).getByRole('button', { name: 'Recruiter Login' }).click();
  return page.getByRole('dialog', { name: 'Recruiter Login' });
}

test('a recruiter resets a forgotten password from the overlay and logs in with it', async ({
  page,
  request,
}) => {
  const name = unique('Reset Co');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`;
  const registered = await request.post('/api/company/register', {
    multipart: { name, email, password: OLD, image: pngFile },
  });
  expect(registered.status()).toBe(200);

  await page.goto('/');
  const login = await openRecruiterLogin(page);
  await login.getByLabel('Email Id').fill(email);
  await login.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByLabel('Email Id')).toBeFocused();
  await expect(forgot.getByLabel('Email Id')).toHaveValue(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText(SENT)).toBeFocused();
  await page.keyboard.press('Escape');

  // The worker writes the message within a poll (1 s) of the answer.
  await expect.poll(() => newestResetLink(email), { timeout: 15_000 }).not.toBeNull();
  const link = (await newestResetLink(email)) ?? '';
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectAccessible(page, 'the reset password page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('New password', { exact: true }).fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.getByRole('button', { name: 'Sign in' }).click();
  const again = page.getByRole('dialog', { name: 'Recruiter Login' });
  await again.getByLabel('Email Id').fill(email);
  await again.getByLabel('Password').fill(OLD);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  // A toast, and the same words in the form, on the fields to fix.
  await expect(again.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByText('Invalid email or password')).toHaveCount(2);
  await expect(again.getByLabel('Email Id')).toBeFocused();
  await again.getByLabel('Password').fill(NEW);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-jobs$/);
  await expect(page.getByText(`Welcome, ${name}`)).toBeAttached();

  // The link worked once: followed again, it says so.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page
      .getByText('This link has expired or was already used. Ask for a new one.', {
        exact: true,
      })
      .first(),
  ).toBeVisible();
});
