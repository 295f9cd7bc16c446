import { sql } from 'drizzle-orm';
import type { LiveEventData, StoredLiveEventKind } from 'shared-api/contract';
import { liveEvents } from '../db/schema';
import type { DatabaseOrTransaction } from '../mail/outbox';

/** NOTIFY channel of new live events: the payload is `<id> <audience>`. */
export const LIVE_CHANNEL = 'live_events';

/** Who a live event is for: one job seeker, or everyone signed in as one company. */
export type LiveAudience = `user:${string}` | `company:${string}`;
export const userAudience = (userId: string): LiveAudience => `user:${userId}`;
export const companyAudience = (companyId: string): LiveAudience => `company:${companyId}`;

/**
 * The embedded database has no other process to tell: the live plugins of this process are
 * woken directly. Their read waits for the writing transaction (PGlite runs one at a time), so
 * they see the event once it is committed, and never one rolled back.
 */
const localWakers = new Set<() => void>();

/** Registers a waker for events published in this process; gives its removal. */
export function onLocalPublish(wake: () => void): () => void {
  localWakers.add(wake);
  return () => localWakers.delete(wake);
}

/**
 * Records a live event in the caller's transaction, so that it exists only if the write that
 * caused it commits, and tells every process at commit (PostgreSQL NOTIFY). Gives its id.
 */
export async function publishLive<K extends StoredLiveEventKind>(
  db: DatabaseOrTransaction,
  audience: LiveAudience,
  kind: K,
  data: LiveEventData<K>,
): Promise<number> {
  const [row] = await db
    .insert(liveEvents)
    .values({ audience, kind, data })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('publishing a live event inserted no row');
  // The audience rides along so that a process with no stream of it reads nothing.
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${row.id} ${audience}`})`);
  for (const wake of localWakers) wake();
  return row.id;
}
