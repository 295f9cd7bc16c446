import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { serverRoot } from '../../src/platform/paths';

/** A port free right now: the server does not print the one it got for PORT=0. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Whether a new TCP connection to the port is refused. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves once the server has written a line matching `pattern` (stdout or stderr). */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Everything it wrote, for a failing test's message. */
  output: () => string;
}

/**
 * The real server (src/server.ts through tsx) as a child process on a free port, started with
 * `env` on top of a clean base: nothing from this process's own configuration leaks in.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[name];
    if (value !== undefined) base[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...base,
      HOST: '127.0.0.1',
      SERVE_WEB_APPS: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (!waiter.pattern.test(text)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(text)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`server exited before ${pattern}:\n${text}`)));
    });
  const server = { child, port, waitForOutput, exited, output: () => text };
  await waitForOutput(/Job board is running/);
  return server;
}
