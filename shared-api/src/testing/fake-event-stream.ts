import { liveTransport } from 'shared-api/live/event-stream';

export interface FakeStreamRequest {
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
}

/**
 * For screen tests: answers live streams in place of the server. The screens' stream code runs
 * for real (fetch's answer, the parser, the contract's schemas); the test says what arrives.
 */
export function fakeEventStreams() {
  const requests: FakeStreamRequest[] = [];
  const open = new Set<{ url: string; controller: ReadableStreamDefaultController<Uint8Array> }>();
  const encoder = new TextEncoder();
  liveTransport.fetch = async (url, init) => {
    requests.push({ url, headers: Object.fromEntries(new Headers(init.headers)) });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const entry = { url, controller };
        open.add(entry);
        init.signal?.addEventListener('abort', () => {
          open.delete(entry);
          controller.error(new DOMException('aborted', 'AbortError'));
        });
        controller.enqueue(encoder.encode('retry: 3000\n\nevent: ready\nid: 0\ndata: {}\n\n'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  let nextId = 1;
  return {
    requests,
    /** Streams open now whose URL ends with `path`. */
    openCount: (path: string) => [...open].filter((entry) => entry.url.endsWith(path)).length,
    /** Sends an event to every open stream whose URL ends with `path`. */
    send(path: string, kind: string, data: unknown) {
      const frame = `id: ${nextId++}\nevent: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const entry of open) {
        if (entry.url.endsWith(path)) entry.controller.enqueue(encoder.encode(frame));
      }
    },
  };
}
