import type { ProfileResponse } from 'shared-api/contract';
import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany, createUser, userToken } from './helpers/factories';
import { multipart, resumeFile } from './helpers/multipart';

const EMPTY = { headline: '', phone: '', city: '', links: [], yearsOfExperience: null, skills: [] };

describe.each(databaseKinds)('a job seeker’s profile and resume, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const asUser = async (userId: string) => ({
    authorization: `Bearer ${await userToken(ctx.app, userId)}`,
  });
  const readProfile = async (userId: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: await asUser(userId),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<ProfileResponse>().profile;
  };
  const save = async (userId: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: await asUser(userId),
      payload: payload as object,
    });
  const upload = async (userId: string, filename: string) => {
    const { payload, headers } = multipart({}, resumeFile(undefined, filename));
    return ctx.app.inject({
      method: 'POST',
      url: '/api/users/update-resume',
      payload,
      headers: { ...headers, ...(await asUser(userId)) },
    });
  };

  it('starts empty, saves the fields sent, keeps the others, and clears with null or empty', async () => {
    const user = await createUser(ctx.database.db);
    expect(await readProfile(user.id)).toEqual({ ...EMPTY, resume: null });

    const first = await save(user.id, {
      headline: '  Backend developer  ',
      phone: '+91 98450 12345',
      city: 'Bangalore',
      links: ['https://github.com/asha', 'http://asha.example/cv', 'https://github.com/asha'],
      yearsOfExperience: '6',
      skills: ['TypeScript', 'PostgreSQL', 'typescript'],
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = {
      headline: 'Backend developer',
      phone: '+91 98450 12345',
      city: 'Bangalore',
      links: ['https://github.com/asha', 'http://asha.example/cv'],
      yearsOfExperience: 6,
      skills: ['TypeScript', 'PostgreSQL'],
    };
    expect(first.json()).toEqual({
      success: true,
      message: 'Profile saved',
      // Made without a password: a Clerk account's deletion asks for none.
      passwordSignIn: false,
      profile: { ...saved, resume: null },
    });

    // Only what is sent changes.
    expect((await save(user.id, { city: 'Chennai' })).statusCode).toBe(200);
    expect(await readProfile(user.id)).toEqual({ ...saved, city: 'Chennai', resume: null });
    expect(
      (await save(user.id, { headline: '', phone: null, links: [], yearsOfExperience: null }))
        .statusCode,
    ).toBe(200);
    expect(await readProfile(user.id)).toEqual({
      ...EMPTY,
      city: 'Chennai',
      skills: ['TypeScript', 'PostgreSQL'],
      resume: null,
    });
  });

  it.each([
    [{ links: Array.from({ length: 6 }, (_, i) => `https://a.example/${i}`) }, 'At most 5 links'],
    [{ links: ['ftp://files.example/cv'] }, 'http:// or https://'],
    [{ links: ['javascript:alert(1)'] }, 'http:// or https://'],
    [{ links: ['not a url'] }, 'http:// or https://'],
    [{ links: 'https://a.example' }, 'links'],
    [{ skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) }, 'At most 30 skills'],
    [{ skills: ['x'.repeat(41)] }, 'A skill is at most 40 characters'],
    [{ skills: [''] }, 'A skill cannot be empty'],
    [{ skills: [7] }, 'skills.0'],
    [{ yearsOfExperience: -1 }, 'Years of experience cannot be negative'],
    [{ yearsOfExperience: 61 }, 'Years of experience is at most 60'],
    [{ yearsOfExperience: 2.5 }, 'Years of experience is a whole number'],
    [{ yearsOfExperience: 'five' }, 'Years of experience is a whole number'],
    [{ phone: 'call me' }, 'Enter a phone number'],
    [{ phone: '12' }, 'Enter a phone number'],
    [{ headline: 'x'.repeat(151) }, 'The headline is at most 150 characters'],
    [{ headline: 'Line one\nBcc: x@y.test' }, 'may not contain line breaks'],
    [{ city: { name: 'Pune' } }, 'city'],
  ])('refuses %j with 400 and what is wrong', async (payload, message) => {
    const user = await createUser(ctx.database.db);
    const res = await save(user.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ success: boolean; message: string }>()).toEqual({
      success: false,
      message: expect.stringContaining(message) as string,
    });
    expect(await readProfile(user.id)).toEqual({ ...EMPTY, resume: null });
  });

  it('shows the resume’s file name and upload time, and removes the resume', async () => {
    const user = await createUser(ctx.database.db);
    const before = Date.now();
    expect((await upload(user.id, 'uploads/Asha Rao CV.pdf')).statusCode).toBe(200);
    const { resume } = await readProfile(user.id);
    expect(resume).toEqual({
      url: expect.stringMatching(
        /^\/files\/resumes\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=/,
      ) as string,
      fileName: 'Asha Rao CV.pdf',
      uploadedAt: expect.any(Number) as number,
    });
    expect(resume?.uploadedAt).toBeGreaterThanOrEqual(before);
    expect(resume?.uploadedAt).toBeLessThanOrEqual(Date.now());
    const key = resume?.url.split('?')[0]?.replace('/files/', '') ?? '';
    expect(storedFiles(ctx.app).has(key)).toBe(true);

    const remove = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/remove-resume',
        headers: await asUser(user.id),
      });
    expect((await remove()).json()).toEqual({ success: true, message: 'Resume removed' });
    expect(storedFiles(ctx.app).has(key)).toBe(false);
    expect((await readProfile(user.id)).resume).toBeNull();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: await asUser(user.id),
    });
    expect(me.json<{ user: { resume: string } }>().user.resume).toBe('');
    // Once gone it is gone: the same answer, nothing else removed.
    expect((await remove()).json()).toEqual({
      success: true,
      message: 'You have no resume on file',
    });
    // And applying asks for one again.
    expect((await upload(user.id, 'cv.pdf')).statusCode).toBe(200);
    expect((await readProfile(user.id)).resume?.fileName).toBe('cv.pdf');
  });

  it('keeps the file name readable: one line, no folders, a fallback when nothing is left', async () => {
    const user = await createUser(ctx.database.db);
    expect((await upload(user.id, 'Résumé\tAna.pdf')).statusCode).toBe(200);
    expect((await readProfile(user.id)).resume?.fileName).toBe('Résumé Ana.pdf');
    expect((await upload(user.id, '../../')).statusCode).toBe(200);
    expect((await readProfile(user.id)).resume?.fileName).toBe('resume.pdf');
  });

  it('keeps GET /api/users/user exactly as the spec reads it', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Ada', lastName: 'King' });
    await save(user.id, { headline: 'Analyst', phone: '+44 20 7946 0000' });
    await upload(user.id, 'ada.pdf');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/user',
      headers: await asUser(user.id),
    });
    expect(Object.keys(res.json<{ user: object }>().user).sort()).toEqual(
      ['_id', 'email', 'firstName', 'image', 'lastName', 'name', 'resume'].sort(),
    );
  });

  it('is each person’s own, and a job seeker’s only', async () => {
    const [owner, other] = [await createUser(ctx.database.db), await createUser(ctx.database.db)];
    await save(owner.id, { phone: '+1 555 0100', city: 'New York' });
    expect(await readProfile(other.id)).toEqual({ ...EMPTY, resume: null });

    const company = await createCompany(ctx.database.db);
    const asCompany = { token: await companyToken(ctx.app, company.id) };
    for (const [method, url] of [
      ['GET', '/api/users/profile'],
      ['POST', '/api/users/profile'],
      ['POST', '/api/users/remove-resume'],
    ] as const) {
      const visitor = await ctx.app.inject({ method, url, payload: {} });
      expect([visitor.statusCode, url]).toEqual([401, url]);
      const companyCall = await ctx.app.inject({ method, url, headers: asCompany, payload: {} });
      expect([companyCall.statusCode, url]).toEqual([401, url]);
    }
  });
});
