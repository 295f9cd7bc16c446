import type { SeekerModules } from './exposed';

/** What the shell may load from this remote (checked against the typed contract). */
export const seekerExposes = {
  './federation-contract': './src/federation-contract.ts',
  './home': './src/features/home/home-page.tsx',
  './job-detail': './src/features/job-detail/job-detail-page.tsx',
  './applications': './src/features/applications/applications-page.tsx',
} satisfies Record<keyof SeekerModules, string>;
