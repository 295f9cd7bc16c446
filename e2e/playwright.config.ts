import { defineConfig } from '@playwright/test';

const port = 3210;

/** Debian's Chromium, started the way this machine's closed network needs. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built apps and API from one process, on a fresh embedded database with demo data.
    command: 'rm -rf .e2e-data && node ../server/dist/server.js',
    url: `http://localhost:${port}/api/jobs?page=1`,
    env: { PORT: String(port), DATA_DIR: '.e2e-data', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
