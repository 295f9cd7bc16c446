import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { StoredLiveEvent } from './live-queries';

export interface LiveFrame {
  id?: number;
  kind: string;
  data: unknown;
}

/** One server-sent event: `id:`, `event:` and one `data:` line (JSON has no raw newline). */
export function sseFrame({ id, kind, data }: LiveFrame): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What a stream may hold unsent before its reader counts as gone (it then resumes). */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Ids sent lately, to send no event twice (replayed, then heard live). */
const REMEMBERED_IDS = 512;

/** One open event stream of one audience, in this process. */
export class LiveStream {
  /** What the reply sends. */
  readonly body = new PassThrough();
  private readonly sent = new Set<number>();
  /** Events heard while the handshake (the replay) is under way, sent once it is over. */
  private waiting: StoredLiveEvent[] | null = [];

  constructor(
    readonly audience: string,
    private readonly raw: ServerResponse,
  ) {}

  get ended(): boolean {
    return this.body.writableEnded || this.body.destroyed;
  }

  /** Writes text as is; a reader that stopped reading is let go, to resume from the table. */
  write(text: string): void {
    if (this.ended) return;
    const buffered = this.body.writableLength + this.body.readableLength + this.raw.writableLength;
    if (buffered > MAX_BUFFERED_BYTES) {
      // Ending would wait for the backlog to drain: the connection goes now.
      this.body.destroy();
      this.raw.destroy();
      return;
    }
    this.body.write(text);
  }

  /** Sends a stored event, unless it was sent already; held while the handshake runs. */
  send(event: StoredLiveEvent): void {
    if (this.waiting) {
      this.waiting.push(event);
      return;
    }
    this.sendNow(event);
  }

  /** Sends replayed events (the handshake's own). */
  replay(events: StoredLiveEvent[]): void {
    for (const event of events) this.sendNow(event);
  }

  /** The handshake is over: what was heard meanwhile goes now, and later events at once. */
  open(): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const event of waiting) this.sendNow(event);
  }

  end(): void {
    if (!this.ended) this.body.end();
  }

  private sendNow(event: StoredLiveEvent): void {
    if (this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next();
      if (!oldest.done) this.sent.delete(oldest.value);
    }
    this.write(sseFrame({ id: event.id, kind: event.kind, data: event.data }));
  }
}

/** This process's open streams, by audience. */
export class LiveHub {
  private readonly byAudience = new Map<string, Set<LiveStream>>();

  /** Adds a stream; gives its removal. */
  add(stream: LiveStream): () => void {
    let streams = this.byAudience.get(stream.audience);
    if (!streams) this.byAudience.set(stream.audience, (streams = new Set()));
    streams.add(stream);
    return () => {
      streams.delete(stream);
      if (streams.size === 0 && this.byAudience.get(stream.audience) === streams) {
        this.byAudience.delete(stream.audience);
      }
    };
  }

  has(audience: string): boolean {
    return this.byAudience.has(audience);
  }

  audiences(): string[] {
    return [...this.byAudience.keys()];
  }

  /** Open streams (tests, metrics). */
  get size(): number {
    let count = 0;
    for (const streams of this.byAudience.values()) count += streams.size;
    return count;
  }

  deliver(events: StoredLiveEvent[]): void {
    for (const event of events) {
      for (const stream of this.byAudience.get(event.audience) ?? []) stream.send(event);
    }
  }

  /** Text to every stream: the heartbeat comment. */
  broadcast(text: string): void {
    for (const streams of this.byAudience.values()) {
      for (const stream of streams) stream.write(text);
    }
  }

  endAll(): void {
    for (const streams of this.byAudience.values()) {
      for (const stream of streams) stream.end();
    }
  }
}
