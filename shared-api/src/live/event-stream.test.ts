import { http } from 'shared-api/http';
import { fakeEventStreams } from 'shared-api/testing/fake-event-stream';
import { liveTransport, openEventStream, type LiveEvent } from './event-stream';

/** A finished stream of `text`, in pieces of `size` bytes (split anywhere, even inside a letter). */
const streamed = (text: string, status = 200, size = Infinity) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
        controller.close();
      },
    }),
    { status },
  );

describe('openEventStream', () => {
  afterEach(() => vi.useRealTimers());

  it("sends the token's headers under the API's base URL and gives the contract's events only", async () => {
    http.defaults.baseURL = 'https://api.example';
    const fake = fakeEventStreams();
    const events: LiveEvent[] = [];
    const stop = openEventStream({
      path: '/api/users/events',
      headers: async () => ({ authorization: 'Bearer t' }),
      onEvent: (event) => events.push(event),
    });
    await vi.waitFor(() => expect(fake.openCount('/api/users/events')).toBe(1));
    expect(fake.requests[0]).toEqual({
      url: 'https://api.example/api/users/events',
      headers: { accept: 'text/event-stream', authorization: 'Bearer t' },
    });
    fake.send('/api/users/events', 'something-new', { x: 1 });
    fake.send('/api/users/events', 'application-status', { applicationId: 'a', status: 'Nope' });
    fake.send('/api/users/events', 'application-status', {
      applicationId: 'a',
      status: 'Accepted',
    });
    await vi.waitFor(() =>
      expect(events.map((event) => event.kind)).toContain('application-status'),
    );
    expect(events).toEqual([
      { kind: 'ready', data: {}, id: '0' },
      // A first connection resumes nothing: its reader reads what it holds again.
      { kind: 'resync', data: {}, id: '0' },
      { kind: 'application-status', data: { applicationId: 'a', status: 'Accepted' }, id: '3' },
    ]);
    stop();
    await vi.waitFor(() => expect(fake.openCount('/api/users/events')).toBe(0));
    http.defaults.baseURL = '';
  });

  it('reads events split anywhere, with any line ending, and keeps the last id between events', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const text =
      'retry: 2500\r\n\r\n: keep-alive\n\n' +
      'id: 7\nevent: application-status\ndata: {"applicationId":"ä1",\ndata: "status":"Shortlisted"}\r\r' +
      'event: ready\nfoo: bar\ndata: {}\r\n\r\n' +
      // No event name: a plain message, not one of the contract's, but its id still counts.
      'id: 9\ndata: plain\n\n' +
      // Never ended by a blank line: never given.
      'event: resync\ndata: {}\n';
    const asked: (string | undefined)[] = [];
    liveTransport.fetch = async (_url, init) => {
      asked.push((init.headers as Record<string, string>)['last-event-id']);
      return asked.length === 1 ? streamed(text, 200, 1) : streamed('', 503);
    };
    const events: LiveEvent[] = [];
    const stop = openEventStream({
      path: '/e',
      headers: async () => ({}),
      onEvent: (event) => events.push(event),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      {
        kind: 'application-status',
        data: { applicationId: 'ä1', status: 'Shortlisted' },
        id: '7',
      },
      { kind: 'ready', data: {}, id: '7' },
      { kind: 'resync', data: {}, id: '7' },
    ]);
    // The stream's retry hint (2.5 s, halved by the least jitter), then the last id seen.
    await vi.advanceTimersByTimeAsync(1_200);
    expect(asked).toEqual([undefined]);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toEqual([undefined, '9']);
    stop();
    random.mockRestore();
  });

  it('tells its reader to read again after a first connection, not after one that resumed', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const asked: (string | undefined)[] = [];
    liveTransport.fetch = async (_url, init) => {
      asked.push((init.headers as Record<string, string>)['last-event-id']);
      return streamed(`retry: 1000\n\nid: ${40 + asked.length}\nevent: ready\ndata: {}\n\n`);
    };
    const kinds: string[] = [];
    const stop = openEventStream({
      path: '/e',
      headers: async () => ({}),
      onEvent: (event) => kinds.push(`${event.kind} ${event.id}`),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds).toEqual(['ready 41', 'resync 41']);
    // Back after the stream ended (the hint, halved by the least jitter), from where it stopped:
    // the server replays what was missed.
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toEqual([undefined, '41']);
    expect(kinds).toEqual(['ready 41', 'resync 41', 'ready 42']);
    stop();
    random.mockRestore();
  });

  it('reconnects after a drop with Last-Event-ID, waiting as the server asked', async () => {
    vi.useFakeTimers();
    // The jitter at its least (each wait halved), so that each wait is known to the millisecond.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const asked: (string | undefined)[] = [];
    liveTransport.fetch = async (_url, init) => {
      asked.push((init.headers as Record<string, string>)['last-event-id']);
      return asked.length === 1
        ? streamed('retry: 4000\n\nid: 41\nevent: ready\ndata: {}\n\n')
        : streamed('', 503);
    };
    const stop = openEventStream({ path: '/e', headers: async () => ({}), onEvent: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([undefined]);
    // The hint (4 s, halved) after the stream ended.
    await vi.advanceTimersByTimeAsync(1_900);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(asked).toEqual([undefined, '41']);
    // Refused: it waits longer each time rather than hammer the server (8 s, halved).
    await vi.advanceTimersByTimeAsync(3_800);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(asked).toEqual([undefined, '41', '41']);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(3);
    random.mockRestore();
  });
});
