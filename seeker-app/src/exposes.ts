import { exposesOf, type ScreenSource } from '../../federation.exposed-files.ts';

/**
 * The job seeker's pages. The shell routes each path to its module (read from this build's
 * manifest at run time), so a page added here needs no change to the shell.
 */
export const seekerScreens = [
  { path: '/', module: './home', source: './src/features/home/home-page.tsx' },
  {
    path: '/apply-jobs/:id',
    module: './job-detail',
    source: './src/features/job-detail/job-detail-page.tsx',
  },
  {
    path: '/companies/:id',
    module: './company',
    source: './src/features/company/company-page.tsx',
  },
  {
    path: '/applications',
    module: './applications',
    source: './src/features/applications/applications-page.tsx',
  },
  {
    path: '/saved-jobs',
    module: './saved-jobs',
    source: './src/features/saved-jobs/saved-jobs-page.tsx',
  },
  {
    path: '/profile',
    module: './profile',
    source: './src/features/profile/profile-page.tsx',
  },
] as const satisfies readonly ScreenSource[];

/** What the shell may load from this remote. */
export const seekerExposes = exposesOf(seekerScreens, {
  './federation-contract': './src/federation-contract.ts',
});
