import { and, asc, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { LiveEventData, StoredLiveEventKind } from 'shared-api/contract';
import type { Database, DatabaseOrTransaction } from '../platform/database';
import { liveEvents } from '../platform/schema';

/** NOTIFY channel of new live events: the payload is `<id> <audience>`. */
export const LIVE_CHANNEL = 'live_events';

export interface StoredLiveEvent {
  id: number;
  audience: string;
  kind: string;
  data: Record<string, unknown>;
}

const columns = {
  id: liveEvents.id,
  audience: liveEvents.audience,
  kind: liveEvents.kind,
  data: liveEvents.data,
};

/** The events of these ids that are for one of `audiences` (those with a stream here). */
export function eventsByIds(db: Database, ids: number[], audiences: string[]) {
  return db
    .select(columns)
    .from(liveEvents)
    .where(and(inArray(liveEvents.id, ids), inArray(liveEvents.audience, audiences)))
    .orderBy(asc(liveEvents.id));
}

/** Every audience's events after `afterId`, oldest first, at most `limit`. */
export function eventsAfter(db: Database, afterId: number, limit: number) {
  return db
    .select(columns)
    .from(liveEvents)
    .where(gt(liveEvents.id, afterId))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** One audience's events after `afterId`, oldest first, at most `limit` (its index). */
export function audienceEventsAfter(
  db: Database,
  audience: string,
  afterId: number,
  limit: number,
) {
  return db
    .select(columns)
    .from(liveEvents)
    .where(and(eq(liveEvents.audience, audience), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The lowest and highest ids kept; null both when none is. */
export async function keptIdRange(db: Database) {
  const [row] = await db
    .select({ low: min(liveEvents.id), high: max(liveEvents.id) })
    .from(liveEvents);
  // bigint aggregates come back as text from node-postgres.
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { low: number(row?.low), high: number(row?.high) };
}

/** Forgets the events older than `keptMs`. */
export async function sweepLiveEvents(db: Database, keptMs: number): Promise<void> {
  await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - ${`${keptMs} milliseconds`}::interval`));
}

/**
 * Records a live event in the caller's transaction and tells every process at commit
 * (PostgreSQL NOTIFY). Gives its id.
 */
export async function insertLiveEvent<K extends StoredLiveEventKind>(
  db: DatabaseOrTransaction,
  audience: string,
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
  return row.id;
}
