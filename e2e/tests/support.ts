import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A remote's own fallback copy of a shared package: the federation plugin puts it in a chunk
 * named after the package, or after the module it shares instead (the router's surface,
 * decision 16). A remote that uses the shell's copy never downloads these.
 */
export const SINGLETON_COPY = /__prebuild__(react|react_mf_2_dom|_mf_0_tanstack)|router-surface-/;

/** A minimal PDF: the server checks the `%PDF-` signature, as it would of any resume. */
export const pdfFile = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** A 1x1 PNG logo. */
export const pngFile = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/**
 * Holds every request matching `url` until the returned function is called, then lets them all
 * through: a page can be seen while an answer is still on its way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Unique per run, so suites never depend on each other's data. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The password every journey's new job seeker signs up with. */
export const SEEKER_PASSWORD = 'long-enough-password';

/** Signs a new job seeker up through the shell's built-in sign-in dialog: gives their email. */
export async function signUpSeeker(page: Page, firstName: string): Promise<string> {
  await page.getByRole('navigation').getByRole('button', { name: 'Login', exact: true }).click();
  return signUpInDialog(page, firstName);
}

/** Signs a new job seeker up in the sign-in dialog, already open: gives their email. */
export async function signUpInDialog(page: Page, firstName: string): Promise<string> {
  await page
    .getByRole('dialog', { name: 'Sign in to Job Board' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Tester');
  const email = `${unique(firstName).replace(/\W+/g, '.').toLowerCase()}@example.test`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(SEEKER_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`Hi, ${firstName} Tester`)).toBeVisible();
  return email;
}

/** Apply Now on a job's page, then Send application in its apply dialog. */
export async function applyNow(page: Page) {
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await page
    .getByRole('dialog', { name: /^Apply for / })
    .getByRole('button', { name: 'Send application' })
    .click();
}

/** Uploads a PDF resume on /applications. */
export async function uploadResume(page: Page) {
  await page.getByLabel('Select Resume').setInputFiles(pdfFile);
  await expect(page.getByText('resume.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Resume Updated')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resume', exact: true })).toBeVisible();
}

/**
 * The distinct scripts a page downloads that carry a copy of the federation runtime core (its
 * error-code table, `RUNTIME-001`...). The shell provides it; the remotes are built to use it.
 */
export function runtimeCoreCopies(page: Page): () => URL[] {
  const copies = new Set<string>();
  page.on('response', async (response) => {
    if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('RUNTIME-001')) copies.add(response.url());
  });
  return () => [...copies].map((url) => new URL(url));
}

/** Signs a new company up through the recruiter overlay, logo included. */
export async function signUpRecruiter(page: Page, company: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Recruiter Login' }).click();
  await page
    .getByRole('dialog', { name: 'Recruiter Login' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  const signUp = page.getByRole('dialog', { name: 'Recruiter Sign Up' });
  await signUp.getByLabel('Company Name').fill(company);
  await signUp
    .getByLabel('Email Id')
    .fill(`${company.replace(/\W+/g, '.').toLowerCase()}@example.test`);
  await signUp.getByLabel('Password').fill('long-enough-password');
  await signUp.getByRole('button', { name: 'Next' }).click();
  await signUp.getByLabel('Upload Company logo').setInputFiles(pngFile);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-jobs$/);
}

/** Where the recruiter app sends its calls: the API may be on an origin of its own. */
export async function apiOrigin(page: Page): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/company/list-jobs')),
    page.reload(),
  ]);
  return new URL(response.url()).origin;
}

/**
 * A job seeker made through the API (sign-up, resume, apply), for journeys that need several
 * applicants and test what the recruiter does with them, not how they applied.
 */
export async function applicantViaApi(
  request: APIRequestContext,
  api: string,
  firstName: string,
  jobId: string,
): Promise<string> {
  const email = `${unique(firstName).replace(/\W+/g, '.').toLowerCase()}@example.test`;
  const signUp = await request.post(`${api}/api/auth/sign-up`, {
    data: { firstName, lastName: 'Tester', email, password: 'long-enough-password' },
  });
  expect(signUp.status()).toBe(200);
  const { token } = (await signUp.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const resume = await request.post(`${api}/api/users/update-resume`, {
    headers: { authorization },
    multipart: { resume: pdfFile },
  });
  expect(resume.status()).toBe(200);
  const apply = await request.post(`${api}/api/users/apply`, {
    headers: { authorization },
    data: { jobId },
  });
  expect(apply.status()).toBe(200);
  return token;
}

/**
 * Opens a job's page and waits until its screen has taken over from the first paint the server
 * sent: a click on the first paint's Apply button is lost. The screen writes the posting time
 * relative to now ("Posted 2 days ago"), where the server wrote the day ("Posted November 26, 2026").
 */
export async function openJobScreen(page: Page, jobId: string): Promise<void> {
  await page.goto(`/apply-jobs/${jobId}`);
  const posted = page.getByText(/^Posted /).first();
  await expect(posted).toBeVisible();
  await expect(posted).not.toHaveText(/^Posted [A-Z][a-z]+ \d{1,2}, \d{4}$/);
}
