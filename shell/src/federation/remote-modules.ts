import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { checkContract } from './contract';
import { remoteEntryHref, type RemoteName } from './remotes';

export type { RemoteName };
/** An exposed module's name, as a remote's manifest gives it. */
export type ModuleName = `./${string}`;

let entries: Record<RemoteName, string> | null = null;
const attempts: Record<RemoteName, number> = { seeker: 0, recruiter: 0 };
/**
 * Loads by module id. A failed load stays here (React's `use` must see the same promise on
 * every render) until forgetFailures() is called for a new try.
 */
const loads = new Map<string, Promise<unknown>>();
const failedIds = new Set<string>();
/** Loads that have finished, readable without waiting (a view then renders at once). */
const settled = new Map<string, SettledModule>();

export type SettledModule = { ok: true; module: unknown } | { ok: false; error: unknown };

export function registerAppRemotes(remotes: Record<RemoteName, string>): void {
  entries = {
    seeker: remoteEntryHref(remotes.seeker),
    recruiter: remoteEntryHref(remotes.recruiter),
  };
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({
      name,
      entry: entryUrl(name),
      type: 'module',
    })),
  );
}

function entryUrl(name: RemoteName): string {
  if (!entries) throw new Error('Remotes are not registered yet');
  const url = new URL(entries[name]);
  // A new try asks for the entry under a new URL: the browser and the federation runtime may
  // both remember a failed load of the old one.
  if (attempts[name] > 0) url.searchParams.set('attempt', String(attempts[name]));
  return url.href;
}

const idsOf = (remote: RemoteName) => [...failedIds].filter((id) => id.startsWith(`${remote}/`));

export const hasFailures = (remote: RemoteName) => idsOf(remote).length > 0;

/** Drops the failed loads of a remote and points the runtime at a fresh entry URL. */
export function forgetFailures(remote: RemoteName): void {
  const ids = idsOf(remote);
  if (ids.length === 0) return;
  for (const id of ids) {
    failedIds.delete(id);
    loads.delete(id);
    settled.delete(id);
  }
  attempts[remote] += 1;
  registerRemotes([{ name: remote, entry: entryUrl(remote), type: 'module' }], { force: true });
}

export function loadRemoteModule(remote: RemoteName, module: ModuleName): Promise<unknown> {
  const id = `${remote}/${module.slice(2)}`;
  let pending = loads.get(id);
  if (!pending) {
    // A first load of another module of a remote that failed before starts from a fresh entry.
    forgetFailures(remote);
    // The remote's declared contract first: a build this shell cannot serve is not mounted.
    pending = loadRemote(`${remote}/federation-contract`)
      .then(checkContract)
      .then(() => loadRemote<unknown>(id))
      .then((mod) => {
        if (!mod) throw new Error(`The ${remote} app has no module ${module}`);
        return mod;
      });
    pending.then(
      (loaded) => settled.set(id, { ok: true, module: loaded }),
      (error: unknown) => {
        failedIds.add(id);
        settled.set(id, { ok: false, error });
      },
    );
    loads.set(id, pending);
  }
  return pending;
}

/** The outcome of a load that has finished; undefined while it runs or before it starts. */
export function settledRemoteModule(
  remote: RemoteName,
  module: ModuleName,
): SettledModule | undefined {
  return settled.get(`${remote}/${module.slice(2)}`);
}
