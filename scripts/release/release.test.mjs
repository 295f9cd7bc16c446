// `pnpm release` run as a person runs it, against a stub of the release API, with a stub `pnpm`
// on the PATH standing in for the remote's build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../release.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
const dist = path.join(scratch, 'dist');
const bin = path.join(scratch, 'bin');
const TOKEN = 'a-release-token-for-tests';

/** @type {{ method: string, url: string, auth: string, body: unknown }[]} */
let calls = [];
/** @type {Record<string, [number, object]>} */
let answers = {};
/** @type {http.Server} */
let server;
let api = '';

before(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, 'exposed-files.json'), '{}\n');
  fs.writeFileSync(path.join(dist, 'assets', 'home.js'), 'export default 1;\n');
  fs.mkdirSync(bin);
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const key = `${request.method} ${request.url}`;
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        auth: request.headers.authorization ?? '',
        body: text ? JSON.parse(text) : null,
      });
      const [status, body] = answers[key] ?? [
        404,
        { success: false, message: `No route for ${key}` },
      ];
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  calls = [];
  answers = {
    'POST /api/releases': [201, { success: true, message: 'Registered' }],
    'POST /api/releases/promote': [
      200,
      { success: true, message: 'seeker@v2 is a canary for 10% of browsers' },
    ],
    'POST /api/releases/rollback': [200, { success: true, message: 'seeker@v1 is live again' }],
  };
  stubBuild(0);
});

/** The `pnpm` the CLI finds first: exits with `status`, as the remote's build would. */
function stubBuild(status) {
  const file = path.join(bin, 'pnpm');
  fs.writeFileSync(file, `#!/bin/sh\necho "stub build $@"\nexit ${status}\n`);
  fs.chmodSync(file, 0o755);
}

/** @param {string[]} args @param {Record<string, string>} [env] */
function release(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: {
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        RELEASE_API: api,
        RELEASE_TOKEN: TOKEN,
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('pnpm release publish', () => {
  it('builds, copies the build to DIR/remote/version/ and registers its entry, a line per step', async () => {
    const to = path.join(scratch, 'releases-a');
    const run = await release(['publish', 'seeker', '--version', 'v2', '--to', to, '--dist', dist]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      /Building seeker \(pnpm --filter seeker-app build\)\nstub build --filter seeker-app build\n/,
    );
    assert.match(run.stdout, /Copying .* to .*releases-a\/seeker\/v2\n/);
    assert.match(run.stdout, /Registering seeker@v2 \(\/releases\/seeker\/v2\/remoteEntry.js\)/);
    assert.equal(
      fs.readFileSync(path.join(to, 'seeker', 'v2', 'assets', 'home.js'), 'utf8'),
      'export default 1;\n',
    );
    assert.deepEqual(calls, [
      {
        method: 'POST',
        url: '/api/releases',
        auth: `Bearer ${TOKEN}`,
        body: { remote: 'seeker', version: 'v2', entry: '/releases/seeker/v2/remoteEntry.js' },
      },
    ]);
  });

  it('names a version after the commit and the UTC time, and takes --base-url for the entry', async () => {
    const to = path.join(scratch, 'releases-b');
    const run = await release([
      'publish',
      'recruiter',
      '--to',
      to,
      '--dist',
      dist,
      '--no-build',
      '--base-url',
      'https://cdn.test/r/',
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stdout, /Building/);
    const [version = ''] = fs.readdirSync(path.join(to, 'recruiter'));
    assert.match(version, /^[0-9a-f]{4,}-\d{14}$/);
    assert.deepEqual(
      calls.map((call) => call.body),
      [
        {
          remote: 'recruiter',
          version,
          entry: `https://cdn.test/r/recruiter/${version}/remoteEntry.js`,
        },
      ],
    );
  });

  it('refuses to overwrite a version, and registers nothing', async () => {
    const to = path.join(scratch, 'releases-c');
    fs.mkdirSync(path.join(to, 'seeker', 'v1'), { recursive: true });
    const run = await release([
      'publish',
      'seeker',
      '--version',
      'v1',
      '--to',
      to,
      '--dist',
      dist,
      '--no-build',
    ]);
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      /^release: .*seeker\/v1 exists already: a version is never overwritten/,
    );
    assert.deepEqual(fs.readdirSync(path.join(to, 'seeker', 'v1')), []);
    assert.deepEqual(calls, []);
  });

  it('stops at a failed build, with nothing copied or registered', async () => {
    stubBuild(2);
    const to = path.join(scratch, 'releases-d');
    const run = await release(['publish', 'seeker', '--version', 'v3', '--to', to, '--dist', dist]);
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      /release: the build of seeker-app failed \(exit 2\): nothing was published/,
    );
    assert.equal(fs.existsSync(to), false);
    assert.deepEqual(calls, []);
  });

  it('says what the API refused, with its message', async () => {
    answers['POST /api/releases'] = [
      400,
      { success: false, message: 'The entry did not answer: 404' },
    ];
    const run = await release([
      'publish',
      'seeker',
      '--version',
      'v4',
      '--to',
      path.join(scratch, 'releases-e'),
      '--dist',
      dist,
      '--no-build',
    ]);
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      /release: POST \/api\/releases answered 400: The entry did not answer: 404 \(the copy in .*seeker\/v4 was removed\)/,
    );
    // Unregistered, it is served to no one: the same command can run again.
    assert.equal(fs.existsSync(path.join(scratch, 'releases-e', 'seeker', 'v4')), false);
  });

  it('asks for the token before doing anything', async () => {
    const to = path.join(scratch, 'releases-f');
    const run = await release(['publish', 'seeker', '--to', to, '--dist', dist], {
      RELEASE_TOKEN: '',
    });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /release: RELEASE_TOKEN is not set/);
    assert.doesNotMatch(run.stdout, /Building/);
    assert.equal(fs.existsSync(to), false);
  });
});

describe('pnpm release promote, rollback and list', () => {
  it('promotes a canary with its share and rolls back', async () => {
    const promoted = await release(['promote', 'seeker', 'v2', '--canary', '10']);
    assert.equal(promoted.code, 0, promoted.stderr);
    assert.match(promoted.stdout, /seeker@v2 is a canary for 10% of browsers/);
    const rolledBack = await release(['rollback', 'seeker']);
    assert.equal(rolledBack.code, 0, rolledBack.stderr);
    assert.match(rolledBack.stdout, /seeker@v1 is live again/);
    assert.deepEqual(
      calls.map(({ url, body }) => [url, body]),
      [
        ['/api/releases/promote', { remote: 'seeker', version: 'v2', canaryPercent: 10 }],
        ['/api/releases/rollback', { remote: 'seeker' }],
      ],
    );
  });

  it('refuses a share that is no canary, and an unknown remote, before any call', async () => {
    const share = await release(['promote', 'seeker', 'v2', '--canary', '100']);
    assert.equal(share.code, 1);
    assert.match(share.stderr, /--canary is a whole percentage from 1 to 99, not 100/);
    const unknown = await release(['rollback', 'payments']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /unknown remote payments: one of seeker, recruiter/);
    assert.deepEqual(calls, []);
  });

  it('lists each remote with its live versions and their measures', async () => {
    answers['GET /api/releases'] = [
      200,
      {
        success: true,
        remotes: [
          {
            remote: 'seeker',
            stable: 'v1',
            canary: { version: 'v2', percent: 10 },
            versions: [
              {
                version: 'v1',
                entry: '/releases/seeker/v1/remoteEntry.js',
                live: true,
                pageLoads: 120,
                errorRate: 0.01,
                lcpP75: 1834.2,
              },
              {
                version: 'v0',
                entry: '/releases/seeker/v0/remoteEntry.js',
                live: false,
                pageLoads: 0,
                errorRate: null,
                lcpP75: null,
                rolledBackAt: '2026-11-27T02:00:00.000Z',
                rollbackReason: 'error rate 3x',
              },
            ],
          },
        ],
      },
    ];
    const run = await release(['list']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(
      run.stdout,
      [
        'seeker: stable v1, canary v2 (10%)',
        '  v1  /releases/seeker/v1/remoteEntry.js  live, 120 page loads, errors 1.0%, LCP p75 1834 ms',
        '  v0  /releases/seeker/v0/remoteEntry.js  0 page loads, rolled back 2026-11-27T02:00:00.000Z (error rate 3x)',
        '',
      ].join('\n'),
    );
  });

  it('explains a 404 from an API without release calls', async () => {
    const run = await release(['rollback', 'seeker'], { RELEASE_API: `${api}/nowhere` });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /answered 404: .*does the API have RELEASE_TOKEN set\?/);
  });
});
