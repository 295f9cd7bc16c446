/**
 * The part of the telemetry in the shell's main script: it keeps the errors that happen before
 * the telemetry itself (telemetry.ts, loaded after the first render) has arrived, so a remote
 * that throws on its first render is counted too. Kept tiny: the home page's script is benched.
 */
import type { RemoteName } from '../remotes';

/** An error as it happened: `remote` when the shell knows whose it is (its error boundary). */
export interface CaughtError {
  remote?: RemoteName;
  error: unknown;
  /** The script an uncaught error was thrown from, when the browser says. */
  filename?: string;
}

let pending: CaughtError[] | null = [];
let sink: ((caught: CaughtError) => void) | null = null;

function report(caught: CaughtError): void {
  if (sink) sink(caught);
  else pending?.push(caught);
}

const onError = (event: ErrorEvent) =>
  report({ error: event.error ?? event.message, filename: event.filename });
const onRejection = (event: PromiseRejectionEvent) => report({ error: event.reason });

/** Starts keeping the page's uncaught errors and unhandled rejections (boot.tsx, first thing). */
export function collectPageErrors(): void {
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
}

/** What a remote's error boundary caught. */
export const reportRemoteError = (remote: RemoteName, error: unknown) => report({ remote, error });

/**
 * Hands what was kept, and everything after, to `next`; without one (a page load left out of
 * the sample), stops collecting and forgets.
 */
export function takeErrors(next: ((caught: CaughtError) => void) | null): void {
  const kept = pending ?? [];
  pending = null;
  sink = next;
  if (!next) {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    return;
  }
  kept.forEach(next);
}
