import type * as FederationContract from './federation-contract';
import type DashboardRoutes from './routes/dashboard-routes';
import type RecruiterLogin from './features/recruiter-login/recruiter-login';

/** The typed surface of this remote, imported (as types only) by the shell. */
export interface RecruiterModules {
  './federation-contract': typeof FederationContract;
  './dashboard': { default: typeof DashboardRoutes };
  './recruiter-login': { default: typeof RecruiterLogin };
}
