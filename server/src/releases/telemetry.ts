import type { FastifyInstance } from 'fastify';
import { periodicSweep } from '../platform/periodic-sweep';
import type { RemoteName } from './registry';
import { recordStats, type StatsDelta } from './stats-queries';
import { bucketOf, type Vital } from './vitals';

export type TelemetryEvent =
  | { remote: RemoteName; version: string; type: 'load' | 'error' }
  | { remote: RemoteName; version: string; type: Vital; value: number };

/** How often each process writes what it was sent. */
const FLUSH_MS = 1_000;
/** Remote versions kept between writes: a bound on memory while the database is away. */
const MAX_PENDING = 1_000;

/**
 * Counts telemetry in memory and adds it to the database every second in two statements, as job
 * views are (decision 42): every process adds to the same rows, so all agree on the totals.
 * `written` is told which remotes' counts just grew (the canary check).
 */
export function telemetryCollector(
  app: FastifyInstance,
  written: (remotes: ReadonlySet<RemoteName>) => Promise<void>,
): { add: (events: readonly TelemetryEvent[]) => void; flush: () => Promise<void> } {
  let pending = new Map<string, StatsDelta>();
  const add = (events: readonly TelemetryEvent[]) => {
    for (const event of events) {
      const key = `${event.remote}@${event.version}`;
      let delta = pending.get(key);
      if (!delta) {
        if (pending.size >= MAX_PENDING) continue;
        delta = {
          remote: event.remote,
          version: event.version,
          pageLoads: 0,
          errors: 0,
          vitals: new Map(),
        };
        pending.set(key, delta);
      }
      if (!('value' in event)) {
        if (event.type === 'load') delta.pageLoads += 1;
        else delta.errors += 1;
      } else {
        const bucket = `${event.type} ${bucketOf(event.type, event.value)}`;
        delta.vitals.set(bucket, (delta.vitals.get(bucket) ?? 0) + 1);
      }
    }
  };
  const flushOnce = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await recordStats(app.db, [...batch.values()]);
    } catch (error) {
      // Kept for the next tick: counted late rather than lost, while there is room.
      for (const [key, delta] of batch)
        if (pending.size < MAX_PENDING && !pending.has(key)) pending.set(key, delta);
      throw error;
    }
    await written(new Set([...batch.values()].map((delta) => delta.remote as RemoteName)));
  };
  const { sweep } = periodicSweep(app, {
    name: 'release telemetry',
    everyMs: FLUSH_MS,
    run: flushOnce,
  });
  app.addHook('onClose', async () => {
    await flushOnce().catch((error: unknown) =>
      app.log.warn({ err: error }, 'release telemetry not written at close'),
    );
  });
  return { add, flush: sweep };
}
