import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { loadConfig } from '../src/platform/config';
import { redactedRequest } from '../src/platform/redacted-request';
import { contentSecurityPolicy } from '../src/platform/security-headers';
import { sanitizeDescription } from '../src/jobs/sanitize';
import { loadSigningSecret } from '../src/platform/secrets';
import { LocalDiskStorage } from '../src/platform/storage';
import { createTestApp, storedFiles, testConfig, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createUser, userToken } from './helpers/factories';
import { multipart, PDF, PNG } from './helpers/multipart';

const DASHES = '-'.repeat(36);

describe.each(databaseKinds)('hardening on %s', (kind) => {
  let ctx: TestContext;
  let company: Record<string, string>;
  let seeker: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { requestTimeoutMs: 4321 });
    company = { token: await companyToken(ctx.app, (await createCompany(ctx.database.db)).id) };
    seeker = {
      authorization: `Bearer ${await userToken(ctx.app, (await createUser(ctx.database.db)).id)}`,
    };
  });
  afterAll(async () => ctx.close());

  it('answers 400 to every id parameter given 36 dashes, never 500', async () => {
    const requests = [
      { method: 'GET' as const, url: `/api/jobs/${DASHES}` },
      { method: 'GET' as const, url: `/api/jobs?page=1&excludeId=${DASHES}` },
      { method: 'GET' as const, url: `/api/jobs?page=1&companyId=${DASHES}` },
      {
        method: 'POST' as const,
        url: '/api/users/apply',
        headers: seeker,
        payload: { jobId: DASHES },
      },
      {
        method: 'POST' as const,
        url: '/api/company/change-visibility',
        headers: company,
        payload: { id: DASHES },
      },
      {
        method: 'POST' as const,
        url: '/api/company/change-status',
        headers: company,
        payload: { id: DASHES, status: 'Accepted' },
      },
    ];
    for (const request of requests) {
      const res = await ctx.app.inject(request);
      expect([request.url, res.statusCode]).toEqual([request.url, 400]);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('answers a malformed %-escape in the path in our shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Malformed URL' });
  });

  it('answers a multipart body cut off midway with 400 and stores nothing', async () => {
    const full = multipart(
      { name: 'Cut Co', email: 'cut@example.test', password: 'long-enough-pass' },
      { field: 'image', filename: 'l.png', contentType: 'image/png', data: PNG },
    );
    const cut = full.payload.subarray(0, full.payload.length - 30);
    const before = storedFiles(ctx.app).size;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/register',
      headers: full.headers,
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });

    const resume = multipart(
      {},
      { field: 'resume', filename: 'r.pdf', contentType: 'application/pdf', data: PDF },
    );
    const res2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      headers: { ...resume.headers, ...seeker },
      payload: resume.payload.subarray(0, resume.payload.length - 20),
    });
    expect(res2.statusCode).toBe(400);
    expect(storedFiles(ctx.app).size).toBe(before);
  });

  it('gives a whole request a time limit, so a slow body is not read for minutes', () => {
    expect(ctx.app.server.requestTimeout).toBe(4321);
  });

  it('refuses our own tokens without an expiry', async () => {
    const user = await createUser(ctx.database.db);
    const forever = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('job-board')
      .setIssuedAt()
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses common passwords, and says why a very long one is refused', async () => {
    const signUp = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `p${password.length}@example.test`,
          password,
        },
      });
    for (const weak of ['12345678', 'Password1', 'aaaaaaaaaa']) {
      const res = await signUp(weak);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/too common/);
    }
    const long = await signUp('x1'.repeat(101));
    expect(long.json<{ message: string }>().message).toMatch(/at most 200 characters/);
  });
});

describe('hardening without a database', () => {
  it('serves resumes as downloads', async () => {
    const ctx = await createTestApp('pglite');
    try {
      const user = await createUser(ctx.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
      const headers = { authorization: `Bearer ${await userToken(ctx.app, user.id)}` };
      const body = multipart(
        {},
        { field: 'resume', filename: 'r.pdf', contentType: 'application/pdf', data: PDF },
      );
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/update-resume',
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/user', headers });
      const file = await ctx.app.inject({
        method: 'GET',
        url: me.json<{ user: { resume: string } }>().user.resume,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        'attachment; filename="Ada Lovelace - resume.pdf"',
      );
    } finally {
      await ctx.close();
    }
  });

  it('keeps signatures of file URLs out of the request log', () => {
    const logged = redactedRequest({
      method: 'GET',
      url: '/files/resumes/x.pdf?expires=1&signature=SECRET',
      host: 'h',
      ip: '1.2.3.4',
    } as never);
    expect(JSON.stringify(logged)).not.toContain('SECRET');
    expect(logged.url).toBe('/files/resumes/x.pdf?expires=1&signature=[redacted]');
  });

  it('writes uploads readable by the service only', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    const storage = new LocalDiskStorage(root);
    await storage.put('resumes/00000000-0000-4000-8000-000000000001.pdf', PDF);
    expect(fs.statSync(path.join(root, 'resumes')).mode & 0o777).toBe(0o700);
    expect(
      fs.statSync(path.join(root, 'resumes', '00000000-0000-4000-8000-000000000001.pdf')).mode &
        0o777,
    ).toBe(0o600);
    fs.rmSync(root, { recursive: true });
  });

  it('drops data: images however the scheme is written', () => {
    for (const src of [
      ' DATA:text/html;base64,PHNjcmlwdD4=',
      'Data:image/svg+xml;base64,PHN2Zz4=',
    ]) {
      expect(sanitizeDescription(`<p>x</p><img src="${src}">`)).toBe('<p>x</p>');
    }
    expect(sanitizeDescription('<img src="data:image/png;base64,AAAA">')).toBe(
      '<img src="data:image/png;base64,AAAA" alt="" />',
    );
    expect(sanitizeDescription('<img src="data:image/png;base64,AAAA" alt="Our office">')).toBe(
      '<img src="data:image/png;base64,AAAA" alt="Our office" />',
    );
  });

  it('drops images from other sites: the pages could not show them, and each would see its readers', () => {
    for (const src of ['https://tracker.example/pixel.png', 'http://tracker.example/a.jpg']) {
      expect(sanitizeDescription(`<p>x</p><img src="${src}" alt="">`)).toBe('<p>x</p>');
    }
  });

  it('refuses a stored signing key that is too short', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    fs.writeFileSync(
      path.join(dataDir, 'signing-secret'),
      Buffer.from('short').toString('base64url'),
    );
    expect(() => loadSigningSecret(testConfig({ dataDir, jwtSecret: undefined }))).toThrow(
      /shorter than 32 bytes/,
    );
    fs.rmSync(dataDir, { recursive: true });
  });

  it('seeds the demo accounts by default on the embedded database only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/jobs' }).seedDemoData).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db.example/jobs', SEED_DEMO_DATA: 'true' })
        .seedDemoData,
    ).toBe(true);
  });

  it('offers no built-in sign-in when Clerk signs job seekers in', async () => {
    const ctx = await createTestApp('pglite', {
      clerk: { publishableKey: 'pk_test_Y2xlcmsuZXhhbXBsZS50ZXN0JA' },
    });
    try {
      for (const url of ['/api/auth/sign-up', '/api/auth/sign-in']) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('security headers', () => {
  it('come with every answer, and a file keeps its own sandboxing policy', async () => {
    const ctx = await createTestApp('pglite');
    try {
      const api = await ctx.app.inject({ method: 'GET', url: '/api/jobs?page=1' });
      const csp = String(api.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const form = multipart(
        { name: 'Headers Co', email: 'headers@example.test', password: 'long-enough-pass' },
        { field: 'image', filename: 'l.png', contentType: 'image/png', data: PNG },
      );
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/company/register',
        headers: form.headers,
        payload: form.payload,
      });
      const logo = await ctx.app.inject({
        method: 'GET',
        url: registered.json<{ company: { image: string } }>().company.image,
      });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-security-policy']).toContain('sandbox');
    } finally {
      await ctx.close();
    }
  });

  it("let the pages frame a resume's preview, from this origin or PUBLIC_URL's", () => {
    const frameSrc = (policy: string) =>
      policy.split('; ').find((directive) => directive.startsWith('frame-src ')) ?? '';
    expect(frameSrc(contentSecurityPolicy(testConfig()))).toBe("frame-src 'self'");
    // File links are absolute under PUBLIC_URL (files/file-urls.ts): that origin may be framed.
    expect(
      frameSrc(contentSecurityPolicy(testConfig({ publicUrl: 'https://api.jobs.example/base/' }))),
    ).toBe("frame-src 'self' https://api.jobs.example");
  });

  it("name Clerk's origins when Clerk is on", () => {
    const key = `pk_live_${Buffer.from('clerk.jobs.example$').toString('base64')}`;
    const csp = contentSecurityPolicy(testConfig({ clerk: { publishableKey: key } }));
    expect(csp).toMatch(/script-src 'self' https:\/\/clerk\.jobs\.example/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/clerk\.jobs\.example/);
  });
});

describe('a slow body', () => {
  it('is cut off with 408 once the request time limit passes', async () => {
    const ctx = await createTestApp('pglite', { requestTimeoutMs: 400 });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      // Headers promise 100 bytes; only 5 come, then nothing.
      socket.write(
        'POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      const started = Date.now();
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await ctx.close();
    }
  });
});
