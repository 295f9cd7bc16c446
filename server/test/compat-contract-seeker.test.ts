import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob, createUser, userToken } from './helpers/factories';
import { COMPAT, fromOrigin, ORDINARY } from './helpers/compat';
import { multipart, resumeFile } from './helpers/multipart';

// The job seeker's calls of the spec replayed as its third-party clients send them:
// from a compat origin a handled failure answers 200 with `success: false`; from any other, its
// real status.
const cases = databaseKinds.flatMap((kind) => [
  { kind, origin: COMPAT },
  { kind, origin: ORDINARY },
]);

describe.each(cases)('job seeker calls of the spec on $kind from $origin', ({ kind, origin }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { corsOrigins: [COMPAT, ORDINARY], compatOrigins: [COMPAT] });
  });
  afterAll(async () => ctx.close());

  const { call, failed, compat } = fromOrigin(() => ctx, origin);

  it('treats Bearer null as a signed-out visitor', async () => {
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Bearer ']) {
      const applications = await call({
        method: 'GET',
        url: '/api/users/applications',
        headers: { authorization },
      });
      if (compat) {
        expect(applications.statusCode).toBe(200);
        expect(applications.json()).toEqual({ success: true, applications: [] });
      } else {
        expect(applications.statusCode).toBe(401);
        expect(applications.json()).toEqual({ success: false, message: 'Log in to continue' });
      }
      const user = await call({
        method: 'GET',
        url: '/api/users/user',
        headers: { authorization },
      });
      failed(user, 401);
      // A visitor, not an expired session.
      expect(user.json()).toMatchObject({ message: 'Log in to continue' });
    }
    // A token that is really wrong is still refused, from every origin.
    const bad = { authorization: 'Bearer not-a-token' };
    failed(await call({ method: 'GET', url: '/api/users/applications', headers: bad }), 401);
  });

  it('uploads a resume and applies once; the second application is a readable conflict', async () => {
    const job = await createJob(ctx.database.db, (await createCompany(ctx.database.db)).id);
    const token = await userToken(ctx.app, (await createUser(ctx.database.db)).id);
    const authorization = `Bearer ${token}`;
    const upload = multipart({}, resumeFile());
    const resume = await call({
      method: 'POST',
      url: '/api/users/update-resume',
      payload: upload.payload,
      headers: { ...upload.headers, authorization },
    });
    expect(resume.json()).toMatchObject({ success: true });
    const apply = () =>
      call({
        method: 'POST',
        url: '/api/users/apply',
        headers: { authorization },
        payload: { jobId: job.id },
      });
    expect((await apply()).json()).toMatchObject({ success: true });
    failed(await apply(), 409);
    const mine = await call({
      method: 'GET',
      url: '/api/users/applications',
      headers: { authorization },
    });
    expect(mine.json()).toMatchObject({
      success: true,
      applications: [{ jobId: { _id: job.id } }],
    });
    failed(await call({ method: 'GET', url: '/api/no-such-call' }), 404);
  });
});
