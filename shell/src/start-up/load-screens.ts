import { remoteEntryHref } from '../federation/remotes';
import { listedScreens } from './remote-manifests';
import type { RuntimeConfig } from './runtime-config';
import { appScreens, type AppScreen } from './screens';

/** Every remote's screens, from the manifests the early start has asked for already. */
export async function loadScreens(remotes: RuntimeConfig['remotes']): Promise<AppScreen[]> {
  return appScreens(
    await listedScreens({
      seeker: remoteEntryHref(remotes.seeker),
      recruiter: remoteEntryHref(remotes.recruiter),
    }),
  );
}
