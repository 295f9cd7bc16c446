import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { federationShared, offeredSubpaths } from '../../federation.shared.ts';

export const HOST_SHARES = 'virtual:host-shares';
const RESOLVED = `\0${HOST_SHARES}`;

type SharedKey = keyof typeof federationShared;
const shellRoot = path.resolve(import.meta.dirname, '..');

/**
 * The modules one `federationShared` entry covers. A workspace package (shared-api/,
 * shared-ui/) offers its whole export map but its test helpers and CSS: a module added to it is
 * offered by the next shell build without anyone listing it. React and ReactDOM offer the entry
 * points the apps import (their export maps also hold server builds); other packages themselves.
 */
export function offeredModules(key: SharedKey): string[] {
  const name = key.replace(/\/$/, '');
  if (!key.endsWith('/')) return [name];
  const subpaths = offeredSubpaths[key];
  if (subpaths) return subpaths.map((subpath) => `${name}${subpath}`);
  const file = path.join(shellRoot, 'node_modules', name, 'package.json');
  const { exports } = JSON.parse(readFileSync(file, 'utf8')) as { exports?: object };
  if (!exports) throw new Error(`${name} has no export map to share`);
  return Object.keys(exports)
    .filter((subpath) => !subpath.startsWith('./testing/') && !subpath.endsWith('.css'))
    .map((subpath) => `${name}/${subpath.slice(2)}`);
}

/** Where the shell imports a module it offers: the share's own `import` when it names one. */
function importPath(key: SharedKey, name: string): string {
  const share = federationShared[key];
  // A share's `import` is written relative to a remote's folder, a sibling of the shell's.
  return 'import' in share ? path.resolve(shellRoot, share.import) : name;
}

/** The source of `virtual:host-shares`: every offered module, by the name remotes import. */
export function hostSharesSource(): string {
  const entries = (Object.keys(federationShared) as SharedKey[]).flatMap((key) =>
    offeredModules(key).map((name) => [name, importPath(key, name)] as const),
  );
  const imports = entries.map(([, from], i) => `import * as m${i} from ${JSON.stringify(from)};`);
  const table = entries.map(([name], i) => `  ${JSON.stringify(name)}: m${i},`);
  return [...imports, `export const hostModules = {`, ...table, `};`, ''].join('\n');
}

/**
 * Generates the table of modules the shell hands the federation runtime
 * (src/federation/host-runtime.ts) from federation.shared.ts and the shared packages' export
 * maps, so that adding a module to a shared package or a screen to a remote needs no change here.
 */
export function hostShares(): Plugin {
  return {
    name: 'host-shares',
    resolveId: (id) => (id === HOST_SHARES ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? hostSharesSource() : undefined),
  };
}
