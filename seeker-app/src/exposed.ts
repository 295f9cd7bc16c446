import type * as FederationContract from './federation-contract';
import type HomePage from './features/home/home-page';
import type JobDetailPage from './features/job-detail/job-detail-page';
import type ApplicationsPage from './features/applications/applications-page';

/** The typed surface of this remote, imported (as types only) by the shell. */
export interface SeekerModules {
  './federation-contract': typeof FederationContract;
  './home': { default: typeof HomePage };
  './job-detail': { default: typeof JobDetailPage };
  './applications': { default: typeof ApplicationsPage };
}
