import type { FastifyInstance } from 'fastify';
import { periodicSweep } from '../platform/periodic-sweep';
import { purgeClients, recordClients, type ClientSeen } from './client-queries';
import type { RemoteName } from './registry';
import { recordStats, type StatsDelta } from './stats-queries';
import { bucketOf, type Vital } from './vitals';

/** `client`: the keyed hash of the address a page was served to or an error came from. */
export type TelemetryEvent =
  | { remote: RemoteName; version: string; type: 'load' | 'error'; client?: string }
  | { remote: RemoteName; version: string; type: Vital; value: number };

/** How often each process writes what it was sent. */
const FLUSH_MS = 1_000;
/** Remote versions kept between writes: a bound on memory while the database is away. */
const MAX_PENDING = 1_000;
/** Client addresses kept between writes, for the same reason. */
const MAX_PENDING_CLIENTS = 20_000;
/**
 * How long an address counts once for a version: a canary is judged within days, and a week
 * bounds the rows a long-lived stable version keeps.
 */
const CLIENT_DAYS = 7;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts telemetry in memory and adds it to the database every second in a few statements, as
 * job views are (decision 42): every process adds to the same rows, so all agree on the totals.
 * `written` is told which remotes' counts just grew (the canary check).
 */
export function telemetryCollector(
  app: FastifyInstance,
  written: (remotes: ReadonlySet<RemoteName>) => Promise<void>,
): { add: (events: readonly TelemetryEvent[]) => void; flush: () => Promise<void> } {
  let pending = new Map<string, StatsDelta>();
  let clients = new Map<string, ClientSeen>();
  let purgedAt = 0;
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
        const { remote, version, type: kind, client } = event;
        if (client !== undefined && clients.size < MAX_PENDING_CLIENTS)
          clients.set(`${key} ${kind} ${client}`, { remote, version, kind, client });
      } else {
        const bucket = `${event.type} ${bucketOf(event.type, event.value)}`;
        delta.vitals.set(bucket, (delta.vitals.get(bucket) ?? 0) + 1);
      }
    }
  };
  const flushOnce = async () => {
    if (Date.now() - purgedAt > PURGE_EVERY_MS) {
      await purgeClients(app.db, new Date(Date.now() - CLIENT_DAYS * 86_400_000));
      purgedAt = Date.now();
    }
    if (pending.size === 0) return;
    const batch = pending;
    const batchClients = clients;
    pending = new Map();
    clients = new Map();
    try {
      // The addresses first: written again after a failure, they count nothing twice.
      await recordClients(app.db, [...batchClients.values()]);
      await recordStats(app.db, [...batch.values()]);
    } catch (error) {
      // Kept for the next tick: counted late rather than lost, while there is room.
      for (const [key, delta] of batch)
        if (pending.size < MAX_PENDING && !pending.has(key)) pending.set(key, delta);
      for (const [key, seen] of batchClients)
        if (clients.size < MAX_PENDING_CLIENTS) clients.set(key, seen);
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
