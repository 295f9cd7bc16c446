/**
 * One instance per page, whichever copy of shared-api asks for it.
 *
 * The shell provides only the shared-api modules it imports itself; a remote that uses another
 * one (say `users/apply`) runs its own fallback copy, and that copy's imports are bundled, not
 * shared. Contexts and the HTTP client are therefore kept here, keyed by name and contract
 * major version, so every copy finds the same one (decision 7).
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const registry = globalThis as typeof globalThis & Record<symbol, unknown>;
  const key = Symbol.for(`job-board/shared-api@1/${name}`);
  if (!(key in registry)) registry[key] = create();
  return registry[key] as T;
}
