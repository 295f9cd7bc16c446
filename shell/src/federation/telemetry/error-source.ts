import { remoteNames, type RemoteName } from '../remotes';
import type { CaughtError } from './collector';

/** Where a remote's files are served from: its entry's folder. */
export const entryBase = (entryHref: string) => new URL('.', entryHref).href;

const stackOf = (error: unknown): string =>
  error instanceof Error && typeof error.stack === 'string' ? error.stack : '';

/**
 * The remote an uncaught error came from: the one whose files its stack or script lies in.
 * Undefined for the shell's own errors and for errors that name no file (counted nowhere: a
 * remote is not blamed for what it cannot be shown to have done).
 */
export function remoteOfError(
  caught: CaughtError,
  bases: Readonly<Record<RemoteName, string>>,
): RemoteName | undefined {
  if (caught.remote) return caught.remote;
  const where = `${caught.filename ?? ''}\n${stackOf(caught.error)}`;
  return remoteNames.find((name) => where.includes(bases[name]));
}

/** A short message for an error: its name and message, as the console would start it. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'Unknown error';
}
