import { remoteEntryHref } from '../federation/remotes';
import { releasedToken, releasedVersion } from './release-map';
import type { RuntimeConfig } from './runtime-config';
import { screenFor, type AppScreen } from './screens';

/**
 * Starts the telemetry per remote version once the first render is under way: its code and
 * web-vitals come in a chunk of their own, so the page's first paint and the early start carry
 * none of it. A chunk that does not load costs only the telemetry.
 */
export function startTelemetryLater(config: RuntimeConfig, screens: readonly AppScreen[]): void {
  const pageRemote = screenFor(screens, window.location.pathname)?.remote ?? null;
  const remote = (name: 'seeker' | 'recruiter') => ({
    entry: remoteEntryHref(config.remotes[name]),
    version: releasedVersion(name),
    token: releasedToken(name),
  });
  import('../federation/telemetry/telemetry')
    .then(({ startTelemetry }) =>
      startTelemetry({
        apiBaseUrl: config.apiBaseUrl,
        sampleRate: config.telemetrySampleRate,
        remotes: { seeker: remote('seeker'), recruiter: remote('recruiter') },
        pageRemote,
      }),
    )
    .catch(() => {});
}
