/**
 * What a visitor pressed before signing in (Save, Apply), kept for this tab in sessionStorage:
 * the sign-in may be a dialog over the page, the sign-in page, or Clerk's own site, and each
 * comes back to the page, where the job's control then completes it.
 */
/** A sign-in abandoned for longer than this no longer completes the action when it happens. */
const KEPT_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the visitor presses again once signed in.
    return null;
  }
}

/** The remember/take pair of one kind of action, kept under `key`. */
export function pendingAction(key: string) {
  const remember = (jobId: string, now = Date.now()): void => {
    try {
      storage()?.setItem(key, JSON.stringify({ jobId, at: now }));
    } catch {
      // Full or refused: as above.
    }
  };

  /**
   * Whether `jobId` is the job waiting; if so it is taken, so that it is done once however many
   * controls of it are on the page.
   */
  const take = (jobId: string, now = Date.now()): boolean => {
    const store = storage();
    const raw = store?.getItem(key);
    if (!store || !raw) return false;
    let pending: unknown;
    try {
      pending = JSON.parse(raw);
    } catch {
      pending = null;
    }
    const { jobId: waiting, at } = (pending ?? {}) as { jobId?: unknown; at?: unknown };
    const stale = typeof at !== 'number' || now - at > KEPT_MS || typeof waiting !== 'string';
    if (stale) store.removeItem(key);
    if (stale || waiting !== jobId) return false;
    store.removeItem(key);
    return true;
  };

  return { remember, take };
}
