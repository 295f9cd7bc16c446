import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { releaseLive, releaseVersions } from '../platform/schema';

/** The reason a rollback asked for through the API (`pnpm release rollback`) records. */
export const MANUAL_ROLLBACK = 'manual';

/**
 * Marks (or, with `reason` null, unmarks) a version as rolled back. A marked version cannot be
 * pinned by `?release=`: it was taken out of service for a reason, and a link must not revive it.
 */
async function markRolledBack(
  db: DatabaseOrTransaction,
  remote: string,
  version: string,
  reason: string | null,
): Promise<void> {
  await db
    .update(releaseVersions)
    .set(
      reason === null
        ? { rolledBackAt: null, rollbackReason: null }
        : { rolledBackAt: sql`now()`, rollbackReason: reason },
    )
    .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
}

export type RollbackResult =
  | { done: 'canary-cleared'; canary: string }
  | { done: 'stable-restored'; stable: string }
  | { done: 'nothing' };

/**
 * A rollback takes back the last change that put a version in front of users: a live canary
 * first (everyone back on the stable), else the stable, replaced by the one before it. The
 * version taken out is marked, as an automatic rollback marks it; the one put back live is
 * unmarked (it may have been a canary dropped earlier), since it now serves everyone.
 */
export async function rollbackRemote(
  db: Database,
  remote: string,
  reason = MANUAL_ROLLBACK,
): Promise<RollbackResult> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(releaseLive)
      .where(eq(releaseLive.remote, remote))
      .for('update');
    if (live?.canary) {
      await tx
        .update(releaseLive)
        .set({ canary: null, canaryPercent: null, updatedAt: sql`now()` })
        .where(eq(releaseLive.remote, remote));
      await markRolledBack(tx, remote, live.canary, reason);
      return { done: 'canary-cleared', canary: live.canary };
    }
    const before = live?.previous.at(-1);
    if (!live || !before) return { done: 'nothing' };
    await tx
      .update(releaseLive)
      .set({ stable: before, previous: live.previous.slice(0, -1), updatedAt: sql`now()` })
      .where(eq(releaseLive.remote, remote));
    if (live.stable && live.stable !== before)
      await markRolledBack(tx, remote, live.stable, reason);
    await markRolledBack(tx, remote, before, null);
    return { done: 'stable-restored', stable: before };
  });
}

/**
 * Takes a canary out of the live map and marks its version: true only for the one process whose
 * statement found it still live, so it is logged once.
 */
export async function rollBackCanary(
  db: Database,
  remote: string,
  canary: string,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(releaseLive)
      .set({ canary: null, canaryPercent: null, updatedAt: sql`now()` })
      .where(and(eq(releaseLive.remote, remote), eq(releaseLive.canary, canary)))
      .returning({ remote: releaseLive.remote });
    if (cleared.length === 0) return false;
    await markRolledBack(tx, remote, canary, reason);
    return true;
  });
}
