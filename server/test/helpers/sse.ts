/** One server-sent event as a test reads it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** A live stream opened with fetch, read as it arrives. */
export interface SseClient {
  response: Response;
  /** Every event received so far (heartbeat comments are not events). */
  events: SseEvent[];
  /** Comments received so far (the heartbeat). */
  comments: string[];
  /** The first event received (or receivable) matching `match`, within `ms`. */
  next: (match: (event: SseEvent) => boolean, ms?: number) => Promise<SseEvent>;
  /** Settles once the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens `url` as an event stream; a refused one (401, 429) is read whole as JSON by the caller. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const take = (block: string) => {
    const event: SseEvent = { id: undefined, event: 'message', data: undefined };
    for (const line of block.split('\n')) {
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === '') comments.push(value);
      else if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') event.data = JSON.parse(value);
    }
    if (event.data !== undefined) events.push(event);
  };
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = text.indexOf('\n\n')) >= 0) {
          take(text.slice(0, end));
          text = text.slice(end + 2);
        }
        notify();
      }
    } catch {
      // Closed by the test.
    }
  })();
  const next = (match: (event: SseEvent) => boolean, ms = 5_000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { response, events, comments, next, ended, close: () => abort.abort() };
}
