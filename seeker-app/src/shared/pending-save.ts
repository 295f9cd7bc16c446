/**
 * The job a visitor pressed Save on before signing in, kept for this tab in sessionStorage: the
 * sign-in may be a dialog over the page, the sign-in page, or Clerk's own site, and each comes
 * back to the page where the job's Save toggle then completes it.
 */
const KEY = 'jobBoard.pendingSavedJob';
/** A sign-in abandoned for longer than this no longer saves the job when it happens later. */
const KEPT_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the visitor saves again once signed in.
    return null;
  }
}

export function rememberPendingSave(jobId: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ jobId, at: now }));
  } catch {
    // Full or refused: as above.
  }
}

/**
 * Whether `jobId` is the job waiting to be saved; if so it is taken, so that it is saved once
 * however many toggles of it are on the page.
 */
export function takePendingSave(jobId: string, now = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return false;
  let pending: unknown;
  try {
    pending = JSON.parse(raw);
  } catch {
    pending = null;
  }
  const { jobId: waiting, at } = (pending ?? {}) as { jobId?: unknown; at?: unknown };
  const stale = typeof at !== 'number' || now - at > KEPT_MS || typeof waiting !== 'string';
  if (stale) store.removeItem(KEY);
  if (stale || waiting !== jobId) return false;
  store.removeItem(KEY);
  return true;
}
