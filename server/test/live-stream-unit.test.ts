import type { ServerResponse } from 'node:http';
import { LiveHub, LiveStream, sseFrame } from '../src/live/live-stream';

/** The part of a reply a stream looks at: what waits unsent, and the connection's end. */
function fakeReply(writableLength = 0) {
  const reply = { writableLength, destroyed: false, destroy: () => (reply.destroyed = true) };
  return reply;
}
const read = (stream: LiveStream) => {
  const chunks: string[] = [];
  stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return () => chunks.join('');
};
const event = (id: number, audience = 'user:a') => ({
  id,
  audience,
  kind: 'application-status',
  data: { applicationId: `x${id}`, status: 'Accepted' },
});

describe('live streams in one process', () => {
  it('frames an event as id, event and one data line', () => {
    expect(sseFrame({ id: 4, kind: 'ready', data: { a: 'b\nc' } })).toBe(
      'id: 4\nevent: ready\ndata: {"a":"b\\nc"}\n\n',
    );
  });

  it('holds live events during the replay, then sends each once', async () => {
    const stream = new LiveStream('user:a', fakeReply() as unknown as ServerResponse);
    const text = read(stream);
    stream.send(event(2));
    stream.send(event(3));
    stream.replay([event(1), event(2)]);
    stream.open();
    stream.send(event(3));
    stream.send(event(4));
    await new Promise((resolve) => setImmediate(resolve));
    expect([...text().matchAll(/^id: (\d+)$/gm)].map((m) => m[1])).toEqual(['1', '2', '3', '4']);
  });

  it('gives each audience its own events, and the heartbeat to all', async () => {
    const hub = new LiveHub();
    const a = new LiveStream('user:a', fakeReply() as unknown as ServerResponse);
    const b = new LiveStream('user:b', fakeReply() as unknown as ServerResponse);
    const [textA, textB] = [read(a), read(b)];
    const removeB = hub.add(b);
    hub.add(a);
    a.open();
    b.open();
    hub.deliver([event(1, 'user:b'), event(2, 'user:a')]);
    hub.broadcast(': keep-alive\n\n');
    removeB();
    hub.deliver([event(3, 'user:b')]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(textA()).toBe(
      `${sseFrame({ id: 2, kind: 'application-status', data: event(2).data })}: keep-alive\n\n`,
    );
    expect(textB()).toBe(
      `${sseFrame({ id: 1, kind: 'application-status', data: event(1).data })}: keep-alive\n\n`,
    );
    expect(hub.audiences()).toEqual(['user:a']);
  });

  it('lets a reader that stopped reading go, rather than hold what it does not take', () => {
    const reply = fakeReply(300 * 1024);
    const stream = new LiveStream('user:a', reply as unknown as ServerResponse);
    stream.open();
    stream.send(event(1));
    expect(reply.destroyed).toBe(true);
    expect(stream.ended).toBe(true);
  });
});
