import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads events split anywhere, with any line ending, and skips comments', () => {
    const parser = new SseParser();
    const text =
      'retry: 2500\r\n\r\n: keep-alive\n\nid: 7\nevent: application-status\ndata: {"a":\ndata: 1}\r\rdata: plain\n\n';
    const messages = [];
    for (let i = 0; i < text.length; i += 3) messages.push(...parser.push(text.slice(i, i + 3)));
    expect(messages).toEqual([
      { event: 'application-status', data: '{"a":\n1}', lastEventId: '7' },
      { event: 'message', data: 'plain', lastEventId: '7' },
    ]);
    expect(parser.retryMs).toBe(2500);
  });

  it('waits for the blank line that ends an event, and ignores unknown fields', () => {
    const parser = new SseParser();
    expect(parser.push('id: 3\nevent: ready\nfoo: bar\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'ready', data: '{}', lastEventId: '3' }]);
  });
});
