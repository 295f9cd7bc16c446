import net, { type AddressInfo } from 'node:net';
import { companies } from '../src/platform/schema';
import { buildApp } from '../src/app';
import { createTestApp, testConfig, type TestContext } from './helpers/app';
import { databaseKinds, openTestDatabase } from './helpers/databases';
import { companyToken, createCompany, createUser, userToken } from './helpers/factories';
import { logoFile, multipart } from './helpers/multipart';

const NUL = { success: false, message: 'Text may not contain NUL characters' };

/** What a raw socket gets back for what it sends. */
async function rawAnswer(port: number, request: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.write(request);
  await new Promise((resolve) => socket.on('close', resolve));
  return text;
}

describe.each(databaseKinds)('what the security review found, on %s', (kind) => {
  let ctx: TestContext;
  let company: Record<string, string>;
  let seeker: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { corsOrigins: ['https://apps.example'] });
    company = { token: await companyToken(ctx.app, (await createCompany(ctx.database.db)).id) };
    seeker = {
      authorization: `Bearer ${await userToken(ctx.app, (await createUser(ctx.database.db)).id)}`,
    };
  });
  afterAll(async () => ctx.close());

  it('refuses a NUL in a query, a JSON body or a form field with 400', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1&title=a%00b' });
    expect([search.statusCode, search.json()]).toEqual([400, NUL]);
    const whole = await ctx.app.inject({ method: 'GET', url: '/api/jobs?location=a%00' });
    expect([whole.statusCode, whole.json()]).toEqual([400, NUL]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/login',
      payload: { email: 'a@b.example', password: 'pass\u0000word' },
    });
    expect([login.statusCode, login.json()]).toEqual([400, NUL]);
    const { payload, headers } = multipart(
      { name: 'Nul\u0000Corp', email: 'nul@corp.example', password: 'long-password' },
      logoFile(),
    );
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/register',
      payload,
      headers,
    });
    expect([register.statusCode, register.json()]).toEqual([400, NUL]);
  });

  it('refuses a lone surrogate in a JSON body rather than store it changed', async () => {
    const BROKEN = {
      success: false,
      message: 'Text may not contain broken characters (a lone surrogate)',
    };
    // JSON's escapes can carry half of a pair, which PostgreSQL would store as U+FFFD.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"firstName":"Ada\\ud800","lastName":"L","email":"s@b.example","password":"long-password-1"}',
    });
    expect([signUp.statusCode, signUp.json()]).toEqual([400, BROKEN]);
    // A whole pair is a character like any other.
    const emoji = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1&q=%F0%9F%9A%80' });
    expect(emoji.statusCode).toBe(200);
  });

  it('answers 400 to a multipart body without a boundary', async () => {
    for (const [url, headers] of [
      ['/api/company/register', {}],
      ['/api/users/update-resume', seeker],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: 'no boundary here',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Send the form as multipart/form-data with a boundary',
      });
    }
  });

  it('refuses a description that grows past the limit once sanitised', async () => {
    const post = (description: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/post-job',
        headers: company,
        payload: {
          title: 'Ampersands',
          description,
          location: 'Mumbai',
          category: 'Design',
          level: 'Senior Level',
          salary: 1,
        },
      });
    const grown = await post('&'.repeat(50_000));
    expect(grown.statusCode).toBe(400);
    expect(grown.json<{ message: string }>().message).toBe(
      'The description is too long: 50,000 characters at most once formatted',
    );
    // 10,000 ampersands are stored as exactly 50,000 characters: at the limit, not past it.
    expect((await post('&'.repeat(10_000))).statusCode).toBe(200);
  });

  it('keeps Vary: Origin on a page of the job list', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs?page=1',
      headers: { origin: 'https://apps.example', 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const vary = String(res.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('tells caches not to keep answers with tokens, profiles or applicants', async () => {
    const privateAnswers = [
      ['GET', '/api/company/company', company],
      ['GET', '/api/company/applicants', company],
      ['GET', '/api/company/list-jobs', company],
      ['GET', '/api/users/user', seeker],
      ['GET', '/api/users/applications', seeker],
      ['POST', '/api/company/login', {}],
      ['POST', '/api/auth/sign-in', {}],
      ['GET', '/api/company/company', {}],
    ] as const;
    for (const [method, url, headers] of privateAnswers) {
      const res = await ctx.app.inject({
        method,
        url,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
    const publicList = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1' });
    expect(publicList.headers['cache-control']).toBeUndefined();
  });
});

describe('a database error', () => {
  it('is logged with its statement but none of its values', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase('pglite');
    const app = await buildApp(testConfig({ logLevel: 'error' }), {
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    const values = (name: string) => ({
      name,
      email: 'secret-email@corp.example',
      passwordHash: '$argon2id$secret-hash',
      imageKey: 'logos/x.png',
    });
    // Stand-ins for a query that fails unexpectedly, and for text that got past the NUL check.
    app.get('/test/insert-twice', async () => {
      await app.db.insert(companies).values(values('Twice'));
      return { success: true };
    });
    app.get('/test/insert-nul', async () => {
      await app.db.insert(companies).values(values('Nul\u0000Corp'));
      return { success: true };
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/test/insert-twice' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/test/insert-twice' })).statusCode).toBe(500);
      // PostgreSQL's "cannot store this text" is the client's input: 400, not 500.
      const nul = await app.inject({ method: 'GET', url: '/test/insert-nul' });
      expect([nul.statusCode, nul.json()]).toEqual([400, NUL]);
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('insert into \\"companies\\"');
    expect(log).not.toContain('secret-hash');
    expect(log).not.toContain('secret-email');
  });
});

describe('answers made before routing', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { publicUrl: 'https://jobs.example' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx.close());

  const securityHeaders =
    /content-security-policy: .*frame-ancestors 'none'[\s\S]*x-content-type-options: nosniff[\s\S]*strict-transport-security: max-age=31536000/i;

  it('carry the security headers: a bad %-escape in the path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('carry them when Node refuses a request line or headers too large', async () => {
    const garbled = await rawAnswer(port, 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400/);
    expect(garbled).toMatch(securityHeaders);
    expect(garbled).toContain('{"success":false,"message":"The request could not be read"}');
    const huge = await rawAnswer(
      port,
      `GET /api/jobs HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(huge).toMatch(securityHeaders);
  });

  it('send HSTS on routed answers when PUBLIC_URL is https, and not otherwise', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await createTestApp('pglite', { publicUrl: 'http://localhost:3000' });
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/api/jobs?page=1' });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
