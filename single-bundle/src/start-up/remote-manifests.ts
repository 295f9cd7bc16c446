/**
 * The shell's `start-up/remote-manifests.ts` for a build with the remotes bundled in: their
 * screens come from the lists the remotes export, and there is no manifest to fetch.
 */
import type { RemoteScreen } from '../../../federation.exposed-files';
import { recruiterScreens } from '../../../recruiter-app/src/exposes';
import { seekerScreens } from '../../../seeker-app/src/exposes';
import type { RemoteName } from '../../../shell/src/federation/remotes';

export const requestManifest = (_entryHref: string): Promise<unknown> => Promise.resolve(null);

export const screensOf = (_manifest: unknown): RemoteScreen[] | null => null;

const listed = (screens: readonly (RemoteScreen & { source: string })[]) =>
  screens.map(({ source: _source, ...screen }) => screen);

export function listedScreens(
  _entries: Record<RemoteName, string | null>,
): Promise<Record<RemoteName, RemoteScreen[] | null>> {
  return Promise.resolve({ seeker: listed(seekerScreens), recruiter: listed(recruiterScreens) });
}
