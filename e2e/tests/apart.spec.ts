import { expect, test, type Page, type Request } from '@playwright/test';
import { runtimeCoreCopies, SINGLETON_COPY } from './support';

// Run by the four-origins project only: the shell, each remote and the API on their own origins.

test('each app comes from its own origin, the API from another, and the singletons stay single', async ({
  page,
  baseURL,
}) => {
  const requested: URL[] = [];
  page.on('request', (request: Request) => requested.push(new URL(request.url())));
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const runtimeCopies = runtimeCoreCopies(page);
  const shellPage = await page.goto('/');
  // The shell's host sends the CSP the deploy guide asks for, and the apps run under it.
  expect(shellPage?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Recruiter login required')).toBeVisible();

  const shell = new URL(baseURL ?? '').origin;
  const originOf = (test: (url: URL) => boolean) => [
    ...new Set(requested.filter(test).map((url) => url.origin)),
  ];
  const seekerEntry = originOf((url) => url.pathname === '/remoteEntry.js' && url.port === '4312');
  const recruiterEntry = originOf(
    (url) => url.pathname === '/remoteEntry.js' && url.port === '4313',
  );
  const api = originOf((url) => url.pathname.startsWith('/api/'));
  expect(seekerEntry).toHaveLength(1);
  expect(recruiterEntry).toHaveLength(1);
  expect(api).toEqual(['http://127.0.0.1:4310']);
  expect(new Set([shell, seekerEntry[0], recruiterEntry[0], api[0]]).size).toBe(4);

  // Logos come back absolute, from the API's origin, and load.
  const logo = page.getByRole('article').first().getByRole('img');
  await page.goto('/');
  await expect(logo).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:4310\/files\/logos\//);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Neither remote downloads its own React, ReactDOM, router or react-query.
  expect(
    requested.filter((url) => url.origin !== shell && SINGLETON_COPY.test(url.pathname)),
  ).toEqual([]);
  // The federation runtime is downloaded once, from the shell's origin.
  await expect.poll(runtimeCopies).toHaveLength(1);
  expect(runtimeCopies()[0]?.origin).toBe(shell);
  expect(blocked).toEqual([]);
});

test('each static host sends the build’s precompressed scripts', async ({ page }) => {
  const encodings: { origin: string; encoding: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !url.pathname.startsWith('/api/')) {
      encodings.push({
        origin: url.origin,
        encoding: response.headers()['content-encoding'] ?? '',
      });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The shell's and the seeker remote's hosts both answered with the .br files.
  const brotliOrigins = new Set(
    encodings.filter(({ encoding }) => encoding === 'br').map(({ origin }) => origin),
  );
  expect(brotliOrigins.size).toBeGreaterThanOrEqual(2);
});

test('the seeker remote downloads no zod or axios of its own: the shell provides shared-api', async ({
  page,
}) => {
  const ownCopies: string[] = [];
  const checks: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port !== '4312' || !url.pathname.endsWith('.js')) return;
    checks.push(
      response.text().then((code) => {
        if (/AxiosError|ZodError/.test(code)) ownCopies.push(url.pathname);
      }),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await Promise.all(checks);
  // Its own fallback copies bundle zod and axios again: the shell offers every shared-api module
  // (shell/build/host-shares.ts).
  expect(ownCopies).toEqual([]);
});

const startScreens = [
  {
    page: '/',
    remote: 'seeker',
    origin: 'http://127.0.0.1:4312',
    module: './home',
    shown: (page: Page) => page.getByRole('article').first(),
  },
  {
    page: '/dashboard',
    remote: 'recruiter',
    origin: 'http://127.0.0.1:4313',
    module: './dashboard',
    shown: (page: Page) => page.getByText('Recruiter login required'),
  },
] as const;

for (const opened of startScreens) {
  test(`${opened.page} asks for all of the ${opened.remote}’s files at once, and for no others`, async ({
    page,
  }) => {
    const remote = opened.origin;
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === remote && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(opened.page);
    await expect(opened.shown(page)).toBeVisible();

    // What the remote's build lists for its contract and screen (federation.exposed-files.ts).
    const listed = (await (
      await page.request.get(`${remote}/exposed-files.json`)
    ).json()) as Record<string, { js: string[] }>;
    const files = [
      '/remoteEntry.js',
      ...['./federation-contract', opened.module].flatMap((module) =>
        (listed[module]?.js ?? []).map((file) => `/${file}`),
      ),
    ];
    for (const file of files) expect((await page.request.get(remote + file)).ok()).toBe(true);
    // The early start linked every one of them before the federation runtime asked...
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(
      new Set(
        preloaded.filter((href) => href.startsWith(remote)).map((href) => new URL(href).pathname),
      ),
    ).toEqual(new Set(files));
    // ...and the runtime wanted nothing else: no file found late, no shared code of its own.
    expect(new Set(scripts)).toEqual(new Set(files));
  });
}
