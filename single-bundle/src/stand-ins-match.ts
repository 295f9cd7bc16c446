/**
 * The stand-ins replace the shell's modules by path at build time, where a missing export fails
 * the reference build (`pnpm test` runs it) without saying which stand-in lacks what. Checked here
 * too, by `pnpm typecheck`: each stand-in must offer every export of the module it replaces,
 * typed alike.
 */
import type * as ShellRemoteModules from '../../shell/src/federation/remote-modules';
import type * as ShellPreloadRemote from '../../shell/src/start-up/preload-remote';
import type * as ShellRemoteManifests from '../../shell/src/start-up/remote-manifests';
import type * as RemoteModules from './remote-modules';
import type * as PreloadRemote from './start-up/preload-remote';
import type * as RemoteManifests from './start-up/remote-manifests';

type Holds<T extends true> = T;

export type StandInsMatch = [
  Holds<typeof PreloadRemote extends typeof ShellPreloadRemote ? true : false>,
  Holds<typeof RemoteModules extends typeof ShellRemoteModules ? true : false>,
  Holds<typeof RemoteManifests extends typeof ShellRemoteManifests ? true : false>,
];
