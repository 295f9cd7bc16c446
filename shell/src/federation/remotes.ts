/** The remotes this shell runs: their entries' addresses come from config.json. */
export const remoteNames = ['seeker', 'recruiter'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** A remote's entry URL as the page asks for it: the runtime and the preload must agree. */
export const remoteEntryHref = (entry: string) => new URL(entry, document.baseURI).href;
