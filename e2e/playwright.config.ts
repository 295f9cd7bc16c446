import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { E2E_RELEASE_TOKEN, e2eBaseUrl, e2eRelease, releaseStatePath } from './release-override';

/** One process serves the API and every app (the README's `pnpm start`). */
const onePort = 3210;
/** Apart: the API and each app on its own origin, as separate teams deploy them. */
const apart = { api: 4310, shell: 4311, seeker: 4312, recruiter: 4313 };
/** Version skew: this week's shell with a seeker remote built at a pinned commit. */
const skew = { shell: 4315, seeker: 4314 };
/** A new screen: this week's shell with a seeker remote built with a page it has never seen. */
const newScreen = { shell: 4317, seeker: 4316 };
const origin = (port: number) => `http://127.0.0.1:${port}`;

const staticServer = (dist: string, port: number, options: object) => ({
  command: `node static-server.mjs ${dist} ${port} '${JSON.stringify(options)}'`,
  url: `${origin(port)}/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two servers, two lanes: the one-process server's tests in one worker, the tests against the
  // apart API (version skew, new screen, then four origins) in the other. Each server still sees
  // one test at a time: they share its database, mail folder and releases (releases.spec.ts
  // changes which seeker version every page gets; new-screen.spec.ts reads the newest job).
  // The projects' own `workers: 1` keep one-process and four-origins to one worker each, and
  // because one-process comes first in the queue, its lane takes its next file whenever one
  // ends: the other lane runs the apart projects in order. Halves the suite's wall time.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // With E2E_RELEASE, every test's browser starts with that version pinned (release-override.ts).
  ...(e2eRelease ? { globalSetup: './release-override-setup.ts' } : {}),
  use: {
    ...(e2eRelease ? { storageState: releaseStatePath } : {}),
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'one-process',
      workers: 1,
      // E2E_BASE_URL: the same suites against a deployed site (docs/deploying.md, "Releases").
      use: { baseURL: e2eBaseUrl ?? `http://localhost:${onePort}` },
      testIgnore: ['apart.spec.ts', 'skew.spec.ts', 'new-screen.spec.ts'],
    },
    {
      // The seeker journey with last week's seeker remote (see build-pinned-seeker.mjs).
      name: 'version-skew',
      workers: 1,
      use: { baseURL: origin(skew.shell) },
      testMatch: ['skew.spec.ts', 'seeker.spec.ts'],
    },
    {
      // A remote team's new page under the shell as built (see build-extended-seeker.mjs).
      name: 'new-screen',
      workers: 1,
      use: { baseURL: origin(newScreen.shell) },
      testMatch: ['new-screen.spec.ts'],
    },
    {
      name: 'four-origins',
      workers: 1,
      use: { baseURL: origin(apart.shell) },
      // The journeys, through the UI only; the API-level checks run in the one-process set-up.
      testMatch: [
        'apart.spec.ts',
        'applying.spec.ts',
        'crawlers.spec.ts',
        'hiring-team.spec.ts',
        'journey.spec.ts',
        'keyword-search.spec.ts',
        'live-status.spec.ts',
        'pipeline.spec.ts',
        'postings.spec.ts',
        'privacy.spec.ts',
        'saved-jobs.spec.ts',
        'seeker.spec.ts',
      ],
    },
  ],
  // Against a deployed site nothing is started here.
  webServer: e2eBaseUrl
    ? []
    : [
        {
          // The built apps and API from one process, on a fresh embedded database with demo data.
          command: 'rm -rf .e2e-data && node ../server/dist/server.js',
          url: `http://localhost:${onePort}/api/jobs?page=1`,
          env: {
            PORT: String(onePort),
            DATA_DIR: '.e2e-data',
            LOG_LEVEL: 'warn',
            RATE_LIMIT_MAX: '1000',
            // tests/releases.spec.ts publishes and promotes versions of the seeker remote.
            RELEASE_TOKEN: E2E_RELEASE_TOKEN,
            CANARY_MIN_PAGE_LOADS: '10',
            // The canary judgement counts client addresses (decision 45): releases.spec.ts plays
            // many browsers from this machine by the address a local proxy would forward.
            TRUST_PROXY: '127.0.0.1,::1',
          },
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'pipe',
        },
        {
          // The API alone, allowing the shell's origin, handing out absolute file URLs.
          command: 'rm -rf .e2e-data-apart && node ../server/dist/server.js',
          url: `${origin(apart.api)}/api/jobs?page=1`,
          env: {
            PORT: String(apart.api),
            HOST: '127.0.0.1',
            DATA_DIR: '.e2e-data-apart',
            LOG_LEVEL: 'warn',
            RATE_LIMIT_MAX: '1000',
            SERVE_WEB_APPS: 'false',
            CORS_ORIGINS: [apart.shell, skew.shell, newScreen.shell].map(origin).join(','),
            PUBLIC_URL: origin(apart.api),
            // The pages the shell's host routes here are rendered from that host's index.html.
            SITE_URL: origin(apart.shell),
          },
          reuseExistingServer: false,
          timeout: 60_000,
          stdout: 'pipe',
        },
        staticServer('../shell/dist', apart.shell, {
          // Every page from the API's page renderer (docs/deploying.md), files from here.
          pages: origin(apart.api),
          config: {
            apiBaseUrl: origin(apart.api),
            remotes: {
              seeker: `${origin(apart.seeker)}/remoteEntry.js`,
              recruiter: `${origin(apart.recruiter)}/remoteEntry.js`,
            },
          },
        }),
        staticServer('../seeker-app/dist', apart.seeker, { allowOrigin: origin(apart.shell) }),
        staticServer('../recruiter-app/dist', apart.recruiter, {
          allowOrigin: [apart.shell, skew.shell, newScreen.shell].map(origin),
        }),
        staticServer('../shell/dist', skew.shell, {
          spa: true,
          config: {
            apiBaseUrl: origin(apart.api),
            remotes: {
              seeker: `${origin(skew.seeker)}/remoteEntry.js`,
              recruiter: `${origin(apart.recruiter)}/remoteEntry.js`,
            },
          },
        }),
        staticServer('.pinned-seeker/seeker-app/dist', skew.seeker, {
          allowOrigin: origin(skew.shell),
        }),
        staticServer('../shell/dist', newScreen.shell, {
          spa: true,
          config: {
            apiBaseUrl: origin(apart.api),
            remotes: {
              seeker: `${origin(newScreen.seeker)}/remoteEntry.js`,
              recruiter: `${origin(apart.recruiter)}/remoteEntry.js`,
            },
          },
        }),
        staticServer('.extended-seeker/dist', newScreen.seeker, {
          allowOrigin: origin(newScreen.shell),
        }),
      ],
});
