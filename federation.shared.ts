/**
 * The one `shared` declaration for Module Federation: the remotes build with it, and the shell
 * offers its copies of these packages under it (shell/src/federation/host-runtime.ts).
 * Every entry is a singleton: two copies of React, the router, react-query or our app state
 * would break hooks and contexts across the app boundary.
 * A trailing slash shares the package's subpaths too (react-dom/client, shared-api/app-state...).
 */
const singleton = (requiredVersion: string) =>
  ({ singleton: true, strictVersion: false, requiredVersion }) as const;

/**
 * The router is shared as the part of it the apps use (decision 16). A relative `import` is
 * read from each remote's own folder, a sibling of the shell's. The shell offers the same module
 * (shell/src/federation/host-shares.ts).
 */
const routerSurface = '../shell/src/federation/router-surface.ts';

export const federationShared = {
  'react/': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router-dom': { ...singleton('^7.0.0'), import: routerSurface },
  '@tanstack/react-query': singleton('^5.0.0'),
  'react-toastify': singleton('^11.0.0'),
  'shared-ui/': singleton('^1.0.0'),
  'shared-api/': singleton('^1.0.0'),
};

/**
 * The entry points the shell offers under React's and ReactDOM's keys: the ones the apps import
 * (their export maps also hold server builds). Other packages are offered whole, and shared-api
 * and shared-ui by their export maps (shell/build/host-shares.ts).
 */
export const offeredSubpaths: Partial<Record<keyof typeof federationShared, readonly string[]>> = {
  'react/': ['', '/jsx-runtime', '/jsx-dev-runtime'],
  'react-dom/': ['', '/client'],
};

/**
 * 'loaded-first' uses what is already loaded (the shell's copies). The default, 'version-first',
 * downloads every registered remote's entry to compare versions, so one dead remote would
 * break the others.
 */
export const shareStrategy = 'loaded-first' as const;

/** Where each remote's entry lives inside its own dist/ and under the one-process server. */
export const remoteEntryFile = 'remoteEntry.js';

/** Federation options of a remote: plain data, so this module needs no imports of its own. */
export function remoteFederationOptions(name: string, exposes: Record<string, string>) {
  return {
    name,
    filename: remoteEntryFile,
    exposes,
    shared: federationShared,
    shareStrategy,
    // Each exposed screen brings its CSS along when the shell loads it.
    bundleAllCSS: true,
    dts: false,
    // The federation runtime core comes from the shell, which publishes its copy
    // (shell/src/federation/host-runtime.ts), so the page downloads it once instead of once per
    // app. Contract version 2 says so.
    experiments: { externalRuntime: true },
  };
}

/** Dev-server ports; the one-process server serves the built apps instead. */
export const devPorts = { shell: 5173, seeker: 5174, recruiter: 5175, api: 3000 } as const;

export type RemoteEntries = { seeker: string; recruiter: string };

/**
 * Where each remote's entry is, as the shell's config.json gives it: built, under the
 * one-process server (`pnpm start`, and the built shell's own config.json); in `pnpm dev`, on
 * each remote's dev server. The one override for both is `REMOTE_ENTRIES`
 * (`seeker=URL,recruiter=URL`, either or both). Throws on an override it cannot read.
 */
export function remoteEntries(mode: 'built' | 'dev', override = ''): RemoteEntries {
  const entries: RemoteEntries =
    mode === 'built'
      ? { seeker: `/seeker/${remoteEntryFile}`, recruiter: `/recruiter/${remoteEntryFile}` }
      : {
          seeker: `http://localhost:${devPorts.seeker}/${remoteEntryFile}`,
          recruiter: `http://localhost:${devPorts.recruiter}/${remoteEntryFile}`,
        };
  for (const pair of override.split(',').filter((part) => part.trim() !== '')) {
    const [name = '', url = ''] = pair.split(/=(.*)/).map((part) => part.trim());
    if ((name !== 'seeker' && name !== 'recruiter') || url === '') {
      throw new Error(`REMOTE_ENTRIES: "${pair}" is not seeker=URL or recruiter=URL`);
    }
    entries[name] = url;
  }
  return entries;
}
