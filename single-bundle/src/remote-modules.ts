/**
 * The shell's `federation/remote-modules.ts` with every remote module bundled in: the same
 * exports, so the shell's code runs unchanged, but nothing is fetched at run time.
 */
import * as recruiterContract from '../../recruiter-app/src/federation-contract';
import * as recruiterLogin from '../../recruiter-app/src/features/recruiter-login/recruiter-login';
import * as recruiterDashboard from '../../recruiter-app/src/routes/dashboard-routes';
import * as seekerContract from '../../seeker-app/src/federation-contract';
import * as seekerApplications from '../../seeker-app/src/features/applications/applications-page';
import * as seekerHome from '../../seeker-app/src/features/home/home-page';
import * as seekerJobDetail from '../../seeker-app/src/features/job-detail/job-detail-page';
import type {
  ModuleName,
  RemoteModules,
  RemoteName,
  SettledModule,
} from '../../shell/src/federation/remote-modules';

const modules: { [R in RemoteName]: RemoteModules[R] } = {
  seeker: {
    './federation-contract': seekerContract,
    './home': seekerHome,
    './job-detail': seekerJobDetail,
    './applications': seekerApplications,
  },
  recruiter: {
    './federation-contract': recruiterContract,
    './dashboard': recruiterDashboard,
    './recruiter-login': recruiterLogin,
  },
};

// React's `use` must see the same promise on every render.
const loads = new Map<string, Promise<unknown>>();

export function registerAppRemotes(): void {}
export const hasFailures = (_remote: RemoteName) => false;
export function forgetFailures(_remote: RemoteName): void {}

export function settledRemoteModule<R extends RemoteName>(
  remote: R,
  module: ModuleName<R>,
): SettledModule {
  return { ok: true, module: modules[remote][module] };
}

export function loadRemoteModule<R extends RemoteName, M extends ModuleName<R>>(
  remote: R,
  module: M,
): Promise<RemoteModules[R][M]> {
  const id = `${remote}/${module}`;
  let pending = loads.get(id);
  if (!pending) {
    pending = Promise.resolve(modules[remote][module]);
    loads.set(id, pending);
  }
  return pending as Promise<RemoteModules[R][M]>;
}
