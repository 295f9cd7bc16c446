/**
 * Which session a query or mutation speaks for. A 401 on one of them means that session is
 * over: the shell drops it (see the shell's query-error watcher).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  session?: 'company' | 'seeker';
}

/** How a session ends: a person's Logout, or the server's 401 (`tokenRefused`). */
export interface SessionEnd {
  /** The server already refuses the token, so there is no point asking it to. */
  tokenRefused?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
