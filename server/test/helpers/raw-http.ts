import net from 'node:net';

/**
 * A client that asks for a page and then stops reading, as a hostile or broken client would:
 * the answer backs up in the sockets and then in the server. `firstData` settles once the answer
 * has begun, `closed` once the server has ended the connection.
 */
export function stalledReader(port: number, path: string, headers: Record<string, string> = {}) {
  const socket = net.connect(port, '127.0.0.1');
  const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  const firstData = new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('latin1'));
    });
    socket.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, firstData, closed, end: () => socket.destroy() };
}

/**
 * Resident memory once it has stopped moving, garbage collected first (vitest runs with
 * --expose-gc): what the process holds now.
 */
export async function settledRss(): Promise<number> {
  globalThis.gc?.();
  let last = process.memoryUsage().rss;
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    globalThis.gc?.();
    const now = process.memoryUsage().rss;
    if (Math.abs(now - last) < 1024 * 1024) return now;
    last = now;
  }
  return last;
}
