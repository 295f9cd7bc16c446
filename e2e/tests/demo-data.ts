import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pngFile, unique } from './support';

// The seeded demo accounts (README, 'Start it') and data made for a screen the demo lacks.

export const nav = (page: Page) => page.getByRole('navigation').first();

/** The demo job seeker (with a resume and three applications), through the sign-in dialog. */
export async function signInDemoSeeker(page: Page) {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Login', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in to Job Board' });
  await signIn.getByLabel('Email').fill('seeker@demo.jobboard');
  await signIn.getByLabel('Password').fill('seeker-demo-1');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo recruiter (Acme Software), through the recruiter login overlay. */
export async function logInDemoRecruiter(page: Page) {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Recruiter Login' }).click();
  const login = page.getByRole('dialog', { name: 'Recruiter Login' });
  await login.getByLabel('Email Id').fill('recruiter@demo.jobboard');
  await login.getByLabel('Password').fill('recruiter-demo-1');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-jobs$/);
}

/** A job its company has closed: its page says so (a company of its own, made for this). */
export async function closedJob(request: APIRequestContext): Promise<string> {
  const name = unique('Closed Co');
  const register = await request.post('/api/company/register', {
    multipart: {
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`,
      password: 'long-enough-password',
      image: pngFile,
    },
  });
  expect(register.status()).toBe(200);
  const headers = { token: ((await register.json()) as { token: string }).token };
  const posted = await request.post('/api/company/post-job', {
    headers,
    data: {
      title: 'Archivist',
      description: '<p>Keep the records.</p>',
      location: 'Mumbai',
      category: 'Management',
      level: 'Senior Level',
      salary: 40000,
    },
  });
  const id = ((await posted.json()) as { job: { _id: string } }).job._id;
  expect((await request.post('/api/company/close-job', { headers, data: { id } })).status()).toBe(
    200,
  );
  return id;
}
