import { and, asc, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { liveEvents } from '../db/schema';

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
