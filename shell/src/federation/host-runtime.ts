/**
 * Starts the page's one federation runtime and offers it the shell's copies of the shared
 * modules, before any remote is registered (decision 20). The shell is an ordinary build: rather
 * than the federation plugin's host build, which wrapped each shared module and registered them
 * one by one through a chain of start-up scripts, it hands the runtime modules it has already
 * loaded. Which modules is generated at build time (build/host-shares.ts).
 */
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { federationShared, shareStrategy } from '../../../federation.shared';
import { hostModules } from 'virtual:host-shares';

/** Each shared package's version by its `federationShared` key, read at build time. */
declare const __SHARE_VERSIONS__: Readonly<Record<string, string | undefined>>;

type SharedKey = keyof typeof federationShared;
const sharedKeys = Object.keys(federationShared) as SharedKey[];

/** The `shared` entry a module falls under: `react/` covers react and react/jsx-runtime. */
export function sharedKeyOf(name: string): SharedKey {
  const key = sharedKeys.find((candidate) =>
    candidate.endsWith('/')
      ? name === candidate.slice(0, -1) || name.startsWith(candidate)
      : name === candidate,
  );
  if (!key) throw new Error(`${name} is not a shared package`);
  return key;
}

function versionOf(key: SharedKey): string {
  const version = __SHARE_VERSIONS__[key];
  if (!version) throw new Error(`No version for the shared package ${key}`);
  return version;
}

// Remotes built with `experiments.externalRuntime` (contract 2) run on this copy of the runtime
// core instead of downloading their own; they look for it here.
Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });

init({
  name: 'shell',
  remotes: [],
  shareStrategy,
  shared: Object.fromEntries(
    Object.entries(hostModules).map(([name, module]) => {
      const key = sharedKeyOf(name);
      const { singleton, requiredVersion, strictVersion } = federationShared[key];
      return [
        name,
        {
          version: versionOf(key),
          lib: () => module,
          shareConfig: { singleton, requiredVersion, strictVersion },
        },
      ];
    }),
  ),
});
