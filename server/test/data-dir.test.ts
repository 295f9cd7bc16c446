import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from './helpers/app';
import { startServerProcess } from './helpers/server-process';

/** Every file and folder below `dir` (itself included) with the permission bits of each. */
function modes(dir: string): { file: string; mode: number }[] {
  const found = [{ file: dir, mode: fs.statSync(dir).mode & 0o777 }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file, mode: fs.lstatSync(file).mode & 0o777 });
  }
  return found;
}

describe('the embedded data directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-board-data-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is tightened to its owner when an earlier start left it open', async () => {
    fs.chmodSync(dir, 0o755);
    const config = testConfig({
      dataDir: dir,
      filesDir: path.join(dir, 'files'),
      jwtSecret: undefined,
    });
    const app = await buildApp(config, { logger: false });
    try {
      await app.ready();
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      await app.close();
    }
  });

  it('holds nothing that other users may read or write, whatever the umask', async () => {
    const data = path.join(dir, 'data');
    const previous = process.umask(0o000);
    let server;
    try {
      // The child inherits the open umask; the server must close it itself.
      server = await startServerProcess({ DATA_DIR: data, SEED_DEMO_DATA: 'true' });
    } finally {
      process.umask(previous);
    }
    expect(fs.statSync(data).mode & 0o777).toBe(0o700);
    // While it runs, everything there is its user's alone, the embedded database's files
    // included (created 0600 as PostgreSQL creates its own), so a copy of the folder stays closed.
    const all = modes(data);
    expect(all.map(({ file }) => path.relative(data, file))).toEqual(
      expect.arrayContaining([
        'server.lock',
        'signing-secret',
        'files',
        expect.stringMatching(/^files\/logos\//),
        expect.stringMatching(/^pglite\/base\/\d+\/\d+$/),
      ]),
    );
    expect(all.filter(({ mode }) => (mode & 0o077) !== 0)).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
