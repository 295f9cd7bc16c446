import { readFileSync } from 'node:fs';
import { federationShared } from '../../federation.shared.ts';

/**
 * The version of each shared package the shell bundles, read from its package.json, by its key
 * in `federationShared`. The shell offers its copies under these versions, and the remotes check
 * them against their `requiredVersion` (src/federation/host-runtime.ts).
 */
export function shareVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(federationShared).map((key) => {
      // `react/` shares react and its subpaths: the package is the key without its slash.
      const name = key.replace(/\/$/, '');
      const file = new URL(`../node_modules/${name}/package.json`, import.meta.url);
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      if (typeof version !== 'string') throw new Error(`${name} has no version`);
      return [key, version];
    }),
  );
}
