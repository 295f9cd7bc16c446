/** The shell's `start-up/preload-remote.ts` for a build with no remotes: nothing to fetch. */
export async function preloadRemote(
  _entryUrl: string,
  _modules: readonly string[],
): Promise<void> {}

export const remoteEntryHref = (entry: string) => new URL(entry, document.baseURI).href;
