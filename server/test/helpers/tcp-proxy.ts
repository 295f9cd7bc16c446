import net from 'node:net';

export interface TcpProxy {
  /** The local port to connect to instead of the target's. */
  port: number;
  /** An outage: open connections are destroyed and new ones reset at once. */
  cut: () => void;
  /** The target is reachable through the proxy again. */
  restore: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP proxy to a service (PostgreSQL, Redis...) that a test can cut and restore, so faults are
 * made in front of the test's own connections, never by stopping a service others use. While
 * cut it keeps its port (nothing else can take it) and resets each connection as it arrives,
 * which a client sees as the service being away.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server = net.createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    // Either side failing ends both: that is what a client of a lost service sees.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const destroyAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port: address.port,
    cut: () => {
      cut = true;
      destroyAll();
    },
    restore: () => {
      cut = false;
    },
    close: async () => {
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
