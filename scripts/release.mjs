// `pnpm release`: publish a remote's build as an immutable version, make it live or a canary,
// roll back, list (docs/deploying.md, "Releases"). The calls go to RELEASE_API with
// RELEASE_TOKEN; every failure prints one clear line and exits with 1.
import { runRelease } from './release/commands.mjs';
import { ReleaseError } from './release/release-error.mjs';

try {
  await runRelease(process.argv.slice(2), process.env);
} catch (error) {
  console.error(
    `release: ${error instanceof ReleaseError ? error.message : error instanceof Error ? error.stack : String(error)}`,
  );
  process.exitCode = 1;
}
