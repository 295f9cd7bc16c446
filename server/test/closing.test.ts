import net, { type AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { testConfig } from './helpers/app';
import { openTestDatabase } from './helpers/databases';

describe('a request that arrives while the server closes', () => {
  it('is answered 503 in the API’s shape, and its connection closed', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig(), { database, logger: false });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    // Something in flight, so that the close has to wait.
    app.get('/test/held', async () => {
      arrived = true;
      await held;
      return { success: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/test/held`);
    // A request whose headers are still arriving when the close begins.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/jobs?page=1 HTTP/1.1\r\nHost: x\r\n');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const closedSocket = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', (error) => (text += `\n${error.message}`));
    await vi.waitFor(() => expect(arrived).toBe(true));

    const closing = app.close();
    await vi.waitFor(async () => expect(await refuses(port)).toBe(true));
    socket.write('\r\n');
    await closedSocket;
    release();
    expect((await inFlight).status).toBe(200);
    await closing;
    await database.close();

    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain(
      '{"success":false,"message":"The server is restarting. Please try again."}',
    );
  });
});

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}
