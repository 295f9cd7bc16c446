import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createJob, createUser, userToken } from './helpers/factories';

describe.each(databaseKinds)('hostile and malformed input on %s', (kind) => {
  let ctx: TestContext;
  let company: Record<string, string>;
  let seeker: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    company = { token: await companyToken(ctx.app, (await createCompany(ctx.database.db)).id) };
    seeker = {
      authorization: `Bearer ${await userToken(ctx.app, (await createUser(ctx.database.db)).id)}`,
    };
  });
  afterAll(async () => ctx.close());

  const postJob = async (description: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: company,
      payload: {
        title: 'Hostile',
        description,
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: 1,
      },
    });
    const id = res.json<{ job: { _id: string } }>().job._id;
    const job = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    return job.json<{ job: { description: string } }>().job.description;
  };

  it('takes quotes, backslashes and wildcards in searches as text, in kept plans too', async () => {
    await postJob('<p>x</p>');
    const search = async (query: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/jobs?${new URLSearchParams({ page: '1', ...query }).toString()}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ total: number }>().total;
    };
    // Each twice: the second runs the statement kept from the first.
    for (let i = 0; i < 2; i += 1) {
      expect(await search({ location: "x' OR '1'='1" })).toBe(0);
      expect(await search({ location: "Mum'); DROP TABLE jobs; --" })).toBe(0);
      expect(await search({ location: '\\' })).toBe(0);
      expect(await search({ location: '%' })).toBe(0);
      expect(await search({ location: "mum'" })).toBe(0);
      expect(await search({ location: 'mum', categories: 'Design' })).toBeGreaterThan(0);
    }
    expect(await search({ location: 'Mumbai' })).toBeGreaterThan(0);
  });

  it('strips scripts, event handlers and javascript: links from descriptions', async () => {
    const stored = await postJob(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<iframe src="https://evil.example"></iframe><p style="background:url(javascript:x)">s</p><svg onload="x"></svg>' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    );
    expect(stored).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|style=|svg/i);
    expect(stored).toContain('<p>Hi</p>');
  });

  it('keeps what Quill produces', async () => {
    const quill =
      '<h2>Role</h2><p class="ql-align-center"><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
      '<ol><li data-list="bullet">one</li><li data-list="ordered" class="ql-indent-1">two</li></ol>' +
      '<p><a href="https://example.test/x">link</a> <a href="mailto:hr@example.test">mail</a></p>' +
      '<blockquote>q</blockquote><pre class="ql-syntax">code</pre><p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const stored = await postJob(quill);
    expect(stored).toContain('<h2>Role</h2>');
    expect(stored).toContain(
      '<p class="ql-align-center"><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p>',
    );
    expect(stored).toContain('<li data-list="ordered" class="ql-indent-1">two</li>');
    expect(stored).toContain(
      '<a href="https://example.test/x" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(stored).toContain('href="mailto:hr@example.test"');
    // Given no description, the image is left out of what screen readers read.
    expect(stored).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />');
    expect(stored).toContain('<pre class="ql-syntax">code</pre>');
  });

  const jsonEndpoints: { url: string; headers: () => Record<string, string> }[] = [
    { url: '/api/company/login', headers: () => ({}) },
    { url: '/api/company/post-job', headers: () => company },
    { url: '/api/company/change-visibility', headers: () => company },
    { url: '/api/company/change-status', headers: () => company },
    { url: '/api/users/apply', headers: () => seeker },
    { url: '/api/auth/sign-up', headers: () => ({}) },
    { url: '/api/auth/sign-in', headers: () => ({}) },
  ];

  it.each(jsonEndpoints)(
    '$url answers 400 to malformed JSON and to wrong types',
    async ({ url, headers }) => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url,
        payload: '{"oops": ',
        headers: { ...headers(), 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        success: false,
        message: 'The request body is not valid JSON',
      });
      for (const payload of [
        [],
        { id: 5, jobId: true, email: 1, password: {}, title: [], salary: 'x', status: null },
        'text',
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { ...headers(), 'content-type': 'application/json' },
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json<{ success: boolean }>().success).toBe(false);
      }
    },
  );

  it('answers an over-large body with 413 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { ...company, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large' });
  });

  it('gives one application and 49 clear 409s for 50 simultaneous applies', async () => {
    await ctx.app.storage.put(
      'resumes/00000000-0000-4000-8000-0000000000bb.pdf',
      Buffer.from('%PDF-1.4'),
    );
    const user = await createUser(ctx.database.db, {
      resumeKey: 'resumes/00000000-0000-4000-8000-0000000000bb.pdf',
    });
    const job = await createJob(ctx.database.db, (await createCompany(ctx.database.db)).id);
    const auth = { authorization: `Bearer ${await userToken(ctx.app, user.id)}` };
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users/apply',
          headers: auth,
          payload: { jobId: job.id },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({
        success: false,
        message: 'You have already applied for this job',
      });
    }
  });
});
