import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_EVENTS_KEPT_MS } from 'shared-api/contract';
import {
  eventsAfter,
  eventsByIds,
  keptIdRange,
  LIVE_CHANNEL,
  sweepLiveEvents,
} from './live-queries';
import { LiveHub } from './live-stream';
import { onLocalPublish } from './publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live streams (server-sent events), by audience. */
    liveHub: LiveHub;
  }
}

export interface LivePluginOptions {
  /** A comment on every stream this often, so that proxies and clients see it alive. */
  heartbeatMs?: number;
  /** How often each process forgets events older than a day. */
  sweepMs?: number;
}

/** After a lost LISTEN connection, streams are ended again once it is likely back. */
const RESET_AGAIN_MS = 5_000;
const CATCH_UP_BATCH = 500;

/**
 * Runs `task` now, or once more after the run under way: signals that come while it reads are
 * all covered, and never by two reads at once.
 */
function coalesced(task: () => Promise<void>, onError: (error: unknown) => void) {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return run;
}

/**
 * Delivers live events to this process's streams. On PostgreSQL every process LISTENs and reads
 * the events it is told of (by id, for the audiences it has streams of); the embedded database
 * is one process, woken directly, reading on from the last event it saw (one writer at a time,
 * so ids come in commit order).
 */
export const livePlugin = fp(
  async (app: FastifyInstance, options: LivePluginOptions) => {
    const hub = new LiveHub();
    app.decorate('liveHub', hub);
    const logFailure = (what: string) => (error: unknown) =>
      app.log.warn({ err: error }, `live events: ${what} failed`);
    const timers: NodeJS.Timeout[] = [];
    const every = (ms: number, task: () => void) => {
      const timer = setInterval(task, ms);
      timer.unref();
      timers.push(timer);
    };

    if (app.dbListen) {
      let heard = new Set<number>();
      const read = coalesced(async () => {
        while (heard.size > 0) {
          const ids = [...heard];
          heard = new Set();
          const audiences = hub.audiences();
          if (audiences.length > 0) hub.deliver(await eventsByIds(app.db, ids, audiences));
        }
      }, logFailure('reading'));
      const stop = await app.dbListen(LIVE_CHANNEL, {
        message: (payload) => {
          const [id, audience] = payload.split(' ');
          const number = Number(id);
          if (!Number.isSafeInteger(number) || (audience && !hub.has(audience))) return;
          heard.add(number);
          read();
        },
        // Events sent while the connection was down are unknown here: every stream ends, and
        // its client comes back with Last-Event-ID to read them from the table.
        reset: () => {
          hub.endAll();
          const again = setTimeout(() => hub.endAll(), RESET_AGAIN_MS);
          again.unref();
          timers.push(again);
        },
      });
      app.addHook('onClose', stop);
    } else {
      let cursor = 0;
      const catchUp = coalesced(async () => {
        for (;;) {
          const events = await eventsAfter(app.db, cursor, CATCH_UP_BATCH);
          const last = events.at(-1);
          if (!last) return;
          cursor = last.id;
          hub.deliver(events);
          if (events.length < CATCH_UP_BATCH) return;
        }
      }, logFailure('reading'));
      let stop = () => {};
      app.addHook('onReady', async () => {
        cursor = (await keptIdRange(app.db)).high ?? 0;
        stop = onLocalPublish(catchUp);
      });
      app.addHook('onClose', async () => stop());
    }

    every(options.heartbeatMs ?? 25_000, () => hub.broadcast(': keep-alive\n\n'));
    let sweeping: Promise<void> | null = null;
    const sweep = () => {
      sweeping ??= sweepLiveEvents(app.db, LIVE_EVENTS_KEPT_MS)
        .catch(logFailure('sweep'))
        .finally(() => (sweeping = null));
    };
    app.addHook('onReady', async () => sweep());
    every(options.sweepMs ?? 60 * 60_000, sweep);
    app.addHook('onClose', async () => sweeping ?? undefined);

    // Before the server closes: an open stream would hold the close until its client left.
    app.addHook('preClose', (done) => {
      for (const timer of timers) clearTimeout(timer);
      hub.endAll();
      done();
    });
  },
  { name: 'live' },
);
