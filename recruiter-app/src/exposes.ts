import type { RecruiterModules } from './exposed';

/** What the shell may load from this remote (checked against the typed contract). */
export const recruiterExposes = {
  './federation-contract': './src/federation-contract.ts',
  './dashboard': './src/routes/dashboard-routes.tsx',
  './recruiter-login': './src/features/recruiter-login/recruiter-login.tsx',
} satisfies Record<keyof RecruiterModules, string>;
