import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { multipart, PDF, PNG, resumeFile } from './helpers/multipart';

describe.each(databaseKinds)('job seeker API on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const files = () => storedFiles(ctx.app);
  const asUser = async (userId: string) => ({
    authorization: `Bearer ${await userToken(ctx.app, userId)}`,
  });
  const uploadResume = async (userId: string, file = resumeFile()) => {
    const { payload, headers } = multipart({}, file);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      payload,
      headers: { ...headers, ...(await asUser(userId)) },
    });
  };

  it('answers the signed-in user, with no resume at first', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: await asUser(user.id),
    });
    expect(res.json()).toEqual({
      success: true,
      user: {
        _id: user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        name: 'Grace Hopper',
        email: user.email,
        image: '',
        resume: '',
      },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/user' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('stores a PDF resume behind a signed, expiring URL and replaces it without losing it', async () => {
    const user = await createUser(ctx.database.db);
    const first = await uploadResume(user.id);
    expect(first.json()).toEqual({ success: true, message: 'Resume Updated' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: await asUser(user.id),
    });
    const url = me.json<{ user: { resume: string } }>().user.resume;
    expect(url).toMatch(/^\/files\/resumes\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=/);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const bare = url.split('?')[0] ?? '';
    expect((await ctx.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: url.replace(/signature=[^&]+/, 'signature=tampered'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url.replace(/expires=\d+/, 'expires=1000') }))
        .statusCode,
    ).toBe(403);

    const key = bare.replace('/files/', '');
    const second = await uploadResume(user.id, resumeFile(Buffer.concat([PDF, Buffer.from('v2')])));
    expect(second.statusCode).toBe(200);
    expect(files().has(key)).toBe(false); // the old file is gone, the new one is there
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: await asUser(user.id),
    });
    expect(again.json<{ user: { resume: string } }>().user.resume).not.toContain(key);
  });

  it('accepts PDFs only, by content, up to 5 MB, and keeps nothing it refused', async () => {
    const user = await createUser(ctx.database.db);
    const before = files().size;
    const disguised = await uploadResume(user.id, resumeFile(PNG, 'resume.pdf'));
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ success: false, message: 'The resume must be a PDF file' });
    const huge = await uploadResume(
      user.id,
      resumeFile(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      success: false,
      message: 'The resume is too large: 5 MB at most',
    });
    const wrongField = await uploadResume(user.id, { ...resumeFile(), field: 'cv' });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      headers: await asUser(user.id),
      payload: { resume: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(files().size).toBe(before);
  });

  it('applies once to a visible job, with a resume on file', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Hiring Co' });
    const job = await createJob(ctx.database.db, company.id, {
      title: 'Tester',
      location: 'Chennai',
    });
    const hidden = await createJob(ctx.database.db, company.id, { visible: false });
    const user = await createUser(ctx.database.db);
    const apply = async (jobId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/apply',
        headers: await asUser(user.id),
        payload: { jobId },
      });

    expect((await apply(job.id)).json()).toEqual({
      success: false,
      message: 'Upload Resume to Apply',
    });
    await uploadResume(user.id);
    expect((await apply(job.id)).json()).toEqual({
      success: true,
      message: 'Applied Successfully',
    });
    const again = await apply(job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'You have already applied for this job',
    });
    expect((await apply(hidden.id)).statusCode).toBe(404);
    expect((await apply('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/applications',
      headers: await asUser(user.id),
    });
    const list = mine.json<{ applications: unknown[] }>().applications;
    expect(list).toEqual([
      {
        _id: expect.any(String) as string,
        jobId: { _id: job.id, title: 'Tester', location: 'Chennai' },
        companyId: { _id: company.id, name: 'Hiring Co', image: `/files/${company.imageKey}` },
        userId: {
          _id: user.id,
          name: `${user.firstName} ${user.lastName}`,
          image: '',
          resume: expect.stringMatching(/^\/files\/resumes\//) as string,
        },
        date: expect.any(Number) as number,
        status: 'Pending',
      },
    ]);
  });

  it("lists only the signed-in user's own applications", async () => {
    const company = await createCompany(ctx.database.db);
    const job = await createJob(ctx.database.db, company.id);
    const [a, b] = [await createUser(ctx.database.db), await createUser(ctx.database.db)];
    await createApplication(ctx.database.db, {
      userId: a.id,
      jobId: job.id,
      companyId: company.id,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/applications',
      headers: await asUser(b.id),
    });
    expect(res.json()).toEqual({ success: true, applications: [] });
  });
});
