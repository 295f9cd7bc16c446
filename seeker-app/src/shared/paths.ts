/** Where the seeker's pages live; the patterns the shell routes are in src/exposes.ts. */
export const jobPath = (id: string) => `/apply-jobs/${encodeURIComponent(id)}`;
export const companyPath = (id: string) => `/companies/${encodeURIComponent(id)}`;
