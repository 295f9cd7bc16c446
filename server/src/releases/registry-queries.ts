import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database';
import { releaseLive, releaseVersions } from '../platform/schema';

export interface VersionRow {
  remote: string;
  version: string;
  entry: string;
  registeredAt: Date;
  rolledBackAt: Date | null;
  rollbackReason: string | null;
}

export interface LiveRow {
  remote: string;
  stable: string | null;
  previous: string[];
  canary: string | null;
  canaryPercent: number | null;
}

/** Registers a version: 'same' when it already is with this entry, 'conflict' with another. */
export async function registerVersion(
  db: Database,
  remote: string,
  version: string,
  entry: string,
): Promise<'registered' | 'same' | 'conflict'> {
  const inserted = await db
    .insert(releaseVersions)
    .values({ remote, version, entry })
    .onConflictDoNothing()
    .returning({ version: releaseVersions.version });
  if (inserted.length > 0) return 'registered';
  const [existing] = await db
    .select({ entry: releaseVersions.entry })
    .from(releaseVersions)
    .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
  return existing?.entry === entry ? 'same' : 'conflict';
}

/** Every version and every remote's live state: what the pages' live map is made from. */
export async function readRegistry(
  db: Database,
): Promise<{ versions: VersionRow[]; live: LiveRow[] }> {
  const [versions, live] = await Promise.all([
    db.select().from(releaseVersions).orderBy(releaseVersions.registeredAt),
    db
      .select({
        remote: releaseLive.remote,
        stable: releaseLive.stable,
        previous: releaseLive.previous,
        canary: releaseLive.canary,
        canaryPercent: releaseLive.canaryPercent,
      })
      .from(releaseLive),
  ]);
  return { versions, live };
}

export type PromoteResult = 'promoted' | 'unknown-version' | 'already-stable';

/**
 * Makes a version live: stable (the one before it kept for rollback; a canary of this version
 * ends) or a canary beside the stable. A promoted version loses any rollback mark: whoever
 * promotes it means it to serve again.
 */
export async function promoteVersion(
  db: Database,
  remote: string,
  version: string,
  canaryPercent: number | null,
): Promise<PromoteResult> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ version: releaseVersions.version })
      .from(releaseVersions)
      .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
    if (!known) return 'unknown-version';
    await tx.insert(releaseLive).values({ remote }).onConflictDoNothing();
    const [live] = await tx
      .select()
      .from(releaseLive)
      .where(eq(releaseLive.remote, remote))
      .for('update');
    if (!live) throw new Error(`release_live has no row for ${remote}`);
    if (canaryPercent !== null && live.stable === version) return 'already-stable';
    const next =
      canaryPercent === null
        ? {
            stable: version,
            previous:
              live.stable && live.stable !== version
                ? [...live.previous.filter((v) => v !== live.stable), live.stable]
                : live.previous,
            ...(live.canary === version ? { canary: null, canaryPercent: null } : {}),
          }
        : { canary: version, canaryPercent };
    await tx
      .update(releaseLive)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(releaseLive.remote, remote));
    await tx
      .update(releaseVersions)
      .set({ rolledBackAt: null, rollbackReason: null })
      .where(and(eq(releaseVersions.remote, remote), eq(releaseVersions.version, version)));
    return 'promoted';
  });
}
