/** One event as the text/event-stream format defines it (the WHATWG HTML standard, 9.2.6). */
export interface SseMessage {
  /** The `event:` field; `message` when there is none. */
  event: string;
  /** The `data:` lines, joined by newlines. */
  data: string;
  /** The last `id:` seen so far in the stream, which a reconnect sends as Last-Event-ID. */
  lastEventId: string;
}

/**
 * Reads a text/event-stream piece by piece, as it arrives: gives the events each piece
 * completes and remembers the last id and the server's `retry:` hint.
 */
export class SseParser {
  lastEventId = '';
  /** The server's reconnection delay in ms, when it gave one. */
  retryMs: number | null = null;
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(text: string): SseMessage[] {
    this.buffer += text;
    const messages: SseMessage[] = [];
    // A line ends with CRLF, LF or CR; a CR at the very end may be the first half of a CRLF.
    const lines = this.buffer.split(/\r\n|\n|\r(?!$)/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }

  private dispatch(): SseMessage | null {
    const { event, data } = this;
    this.event = '';
    this.data = [];
    if (data.length === 0) return null;
    return { event: event || 'message', data: data.join('\n'), lastEventId: this.lastEventId };
  }
}
