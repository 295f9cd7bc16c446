import type DashboardPage from './features/dashboard/dashboard-page';
import type RecruiterLogin from './features/recruiter-login/recruiter-login';

/** The typed surface of this remote, imported (as types only) by the shell. */
export interface RecruiterModules {
  './dashboard': { default: typeof DashboardPage };
  './recruiter-login': { default: typeof RecruiterLogin };
}
