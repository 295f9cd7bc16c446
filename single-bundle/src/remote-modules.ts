/**
 * The shell's `federation/remote-modules.ts` with every remote module bundled in: the same
 * exports, so the shell's code runs unchanged, but nothing is fetched at run time. The modules
 * are every one the remotes expose (`virtual:bundled-remotes`, generated from their lists).
 */
import { bundledRemotes } from 'virtual:bundled-remotes';
import type {
  ModuleName,
  RemoteName,
  SettledModule,
} from '../../shell/src/federation/remote-modules';

export type { ModuleName, RemoteName, SettledModule };

// React's `use` must see the same promise on every render.
const loads = new Map<string, Promise<unknown>>();

export function registerAppRemotes(): void {}
export const hasFailures = (_remote: RemoteName) => false;
export function forgetFailures(_remote: RemoteName): void {}

const moduleOf = (remote: RemoteName, module: ModuleName) => bundledRemotes[remote][module];

export function settledRemoteModule(remote: RemoteName, module: ModuleName): SettledModule {
  return { ok: true, module: moduleOf(remote, module) };
}

export function loadRemoteModule(remote: RemoteName, module: ModuleName): Promise<unknown> {
  const id = `${remote}/${module}`;
  let pending = loads.get(id);
  if (!pending) {
    pending = Promise.resolve(moduleOf(remote, module));
    loads.set(id, pending);
  }
  return pending;
}
