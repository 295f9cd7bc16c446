/**
 * Telemetry per remote version (issue 41): a page load, the errors and the web vitals of the
 * remote whose screen the page showed, sent to the API in beacons it answers without the page
 * waiting. Loaded by boot.tsx after the first render, in a chunk of its own with web-vitals.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { RemoteName } from '../remotes';
import { beaconBodies, type TelemetryEvent } from './beacon-batches';
import { takeErrors } from './collector';
import { entryBase, errorMessage, remoteOfError } from './error-source';

export interface TelemetryOptions {
  apiBaseUrl: string;
  /** The share of page loads that report (config.json's `telemetrySampleRate`). */
  sampleRate: number;
  /**
   * Each remote's entry URL and the version it is (the release map's, or `config`), with the
   * page's token from the map: the API counts an error for a canary's judgement only with it.
   */
  remotes: Record<RemoteName, { entry: string; version: string; token?: string }>;
  /** The remote whose screen the opened page shows; null on the shell's own pages. */
  pageRemote: RemoteName | null;
  /** For tests: the draw that decides the sample. */
  random?: () => number;
}

/** Starts reporting; returns what stops it (the page's end does that in the browser). */
export function startTelemetry(options: TelemetryOptions): () => void {
  const { remotes, pageRemote } = options;
  // A browser without beacons (or a page load left out of the sample) reports nothing.
  if (!('sendBeacon' in navigator) || (options.random ?? Math.random)() >= options.sampleRate) {
    takeErrors(null);
    return () => {};
  }
  const queue: TelemetryEvent[] = [];
  const add = (remote: RemoteName, event: Omit<TelemetryEvent, 'remote' | 'version'>) => {
    const { version, token } = remotes[remote];
    queue.push({
      remote,
      version,
      ...event,
      ...(event.type === 'error' && token ? { token } : {}),
    });
  };

  const flush = () => {
    const events = queue.splice(0);
    const url = `${options.apiBaseUrl}/api/telemetry`;
    for (const body of beaconBodies(events)) {
      // text/plain keeps a beacon to another origin free of a CORS preflight.
      // A refused beacon (the browser's quota) is lost: telemetry never holds the page up.
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
    }
  };

  if (pageRemote) {
    add(pageRemote, { type: 'load' });
    const vital = (type: 'lcp' | 'inp' | 'cls') => (metric: { value: number }) =>
      add(pageRemote, { type, value: metric.value });
    // Before the flush's listeners: web-vitals reports on the same `visibilitychange`, and
    // registers for it in the capture phase, so its last values are queued when the flush runs.
    onLCP(vital('lcp'));
    onINP(vital('inp'));
    onCLS(vital('cls'));
  }
  const bases = {
    seeker: entryBase(remotes.seeker.entry),
    recruiter: entryBase(remotes.recruiter.entry),
  };
  takeErrors((caught) => {
    const remote = remoteOfError(caught, bases);
    if (remote) add(remote, { type: 'error', message: errorMessage(caught.error) });
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('visibilitychange', onHidden);
  addEventListener('pagehide', flush);
  return () => {
    removeEventListener('visibilitychange', onHidden);
    removeEventListener('pagehide', flush);
    takeErrors(null);
  };
}
