import { exposesOf, type ScreenSource } from '../../federation.exposed-files.ts';

/**
 * The recruiter's pages: the dashboard routes everything under /dashboard itself. The shell
 * reads this list from the build's manifest at run time.
 */
export const recruiterScreens = [
  {
    path: '/dashboard/*',
    module: './dashboard',
    source: './src/routes/dashboard-routes.tsx',
    ownHeader: 'company',
  },
  { path: '/join', module: './join', source: './src/routes/join-route.tsx' },
] as const satisfies readonly ScreenSource[];

/** What the shell may load from this remote: its screens, and the recruiter login dialog. */
export const recruiterExposes = exposesOf(recruiterScreens, {
  './federation-contract': './src/federation-contract.ts',
  './recruiter-login': './src/features/recruiter-login/recruiter-login.tsx',
});
