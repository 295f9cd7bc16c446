/**
 * The version of the contract between this remote and the shell: the exposed modules and what
 * they expect of the page (the shared singletons, shared-api's hooks and page singletons).
 * Bump it on a change an older shell cannot serve; the shell checks it before mounting a screen.
 */
export const contract = { version: 2 } as const;
