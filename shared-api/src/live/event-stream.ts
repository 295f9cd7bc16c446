import { createParser } from 'eventsource-parser';
import { liveEventSchemas, type LiveEventData, type LiveEventKind } from 'shared-api/contract';
import { http } from 'shared-api/http';
import { pageSingleton } from '../state/page-singleton';

/** A live event of a kind this version knows, its data checked against the contract. */
export type LiveEvent = {
  [K in LiveEventKind]: { kind: K; data: LiveEventData<K>; id: string };
}[LiveEventKind];

export type LiveFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How streams reach the server: fetch, since EventSource cannot send the token's header.
 * Page-wide like the HTTP client, so that a screen test's fake serves every copy of this module.
 */
export const liveTransport = pageSingleton('live-transport', (): { fetch: LiveFetch } => ({
  fetch: (url, init) => globalThis.fetch(url, init),
}));

export interface EventStreamOptions {
  /** `/api/users/events` or `/api/company/events`, under the API's base URL. */
  path: string;
  /** The token's headers, asked afresh at every (re)connection: tokens expire. */
  headers: () => Promise<Record<string, string>>;
  onEvent: (event: LiveEvent) => void;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Refused (401, 429): no hurry, the answer will not change at once. */
const REFUSED_RETRY_MS = 30_000;
/** The server's heartbeat comes every 25 s: this long without a byte, the stream is dead. */
const SILENCE_MS = 60_000;

function toEvent(name: string, data: string, id: string): LiveEvent | null {
  if (!Object.hasOwn(liveEventSchemas, name)) return null;
  const kind = name as LiveEventKind;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchemas[kind].safeParse(json);
  // Checked against the schema of `kind` just above: the pair is one of the union's members.
  return parsed.success ? ({ kind, data: parsed.data, id } as LiveEvent) : null;
}

/**
 * Opens a live stream and keeps it open: after a drop it reconnects with backoff and sends
 * Last-Event-ID, so the server replays what was missed. Gives the function that closes it.
 */
export function openEventStream({ path, headers, onEvent }: EventStreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId = '';
  let retryMs = FIRST_RETRY_MS;

  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void connect(), ms);
  };
  // Jittered, so that a restarted server is not met by every client in the same second.
  const backoff = () =>
    Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures, 5)) * (0.5 + Math.random() / 2);

  async function connect() {
    const abort = (controller = new AbortController());
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_MS);
    };
    try {
      const sent = {
        accept: 'text/event-stream',
        ...(await headers()),
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      };
      const resumed = lastEventId !== '';
      watch();
      const response = await liveTransport.fetch(`${http.defaults.baseURL ?? ''}${path}`, {
        headers: sent,
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) {
        failures += 1;
        await response.body?.cancel();
        const refused = response.status === 401 || response.status === 429;
        schedule(refused ? Math.max(REFUSED_RETRY_MS, backoff()) : backoff());
        return;
      }
      const parser = createParser({
        onEvent(message) {
          // The parser gives only the id sent with this event; the stream's last id stays until
          // the server sends another, as EventSource keeps it.
          if (message.id !== undefined) lastEventId = message.id;
          const name = message.event ?? 'message';
          if (name === 'ready') failures = 0;
          const event = toEvent(name, message.data, lastEventId);
          if (event && !stopped) onEvent(event);
          if (name !== 'ready') return;
          // A stream that resumed nothing was told nothing of what happened before it joined,
          // while its page may have read its list just before: a change in between would never
          // show. To its reader that is a resync: what it holds is read again.
          if (!resumed && !stopped) onEvent({ kind: 'resync', data: {}, id: lastEventId });
        },
        onRetry(ms) {
          retryMs = ms;
        },
      });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parser.feed(decoder.decode(value, { stream: true }));
      }
      // The server ended it (its lifetime, a restart): back soon, where it stopped.
      schedule(backoff());
    } catch {
      // Dropped, silent too long, or the token could not be had: try again later.
      failures += 1;
      schedule(backoff());
    } finally {
      clearTimeout(silence);
    }
  }

  schedule(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
