import type { LiveEventData, StoredLiveEventKind } from 'shared-api/contract';
import type { DatabaseOrTransaction } from '../platform/database';
import { insertLiveEvent } from './live-queries';

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
  const id = await insertLiveEvent(db, audience, kind, data);
  for (const wake of localWakers) wake();
  return id;
}
