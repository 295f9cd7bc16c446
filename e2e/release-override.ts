/**
 * Running the suites against a deployed site with one remote overridden (docs/deploying.md,
 * "Releases"): `E2E_BASE_URL=https://jobs.example E2E_RELEASE=seeker@<version>`. The global
 * setup opens the site once with `?release=`, and every test's browser starts from the cookies
 * that answer set (Playwright's `storageState`), so each page loads the overridden version.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
export const e2eRelease = process.env.E2E_RELEASE || undefined;
if (e2eRelease && !/^[a-z]+@[A-Za-z0-9][A-Za-z0-9._-]*$/.test(e2eRelease)) {
  throw new Error(
    `E2E_RELEASE is remote@version (seeker@3f2a9c1-20261127021500), not ${e2eRelease}`,
  );
}

/** Where the global setup keeps the override's cookies for the tests' browsers. */
export const releaseStatePath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '.e2e-release-state.json',
);

/** The one-process server's release token (tests/releases.spec.ts publishes with it). */
export const E2E_RELEASE_TOKEN = 'e2e-release-token-0123456789';
