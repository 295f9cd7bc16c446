import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
  userToken,
} from './helpers/factories';
import { multipart, PDF, resumeFile } from './helpers/multipart';

type Actor = 'visitor' | 'seeker' | 'otherSeeker' | 'ownerCompany' | 'otherCompany';
const actors: Actor[] = ['visitor', 'seeker', 'otherSeeker', 'ownerCompany', 'otherCompany'];

describe.each(databaseKinds)('permissions on %s', (kind) => {
  let ctx: TestContext;
  let headers: Record<Actor, Record<string, string>>;
  let ids: { job: string; application: string };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const db = ctx.database.db;
    const owner = await createCompany(db);
    const other = await createCompany(db);
    await ctx.app.storage.put('resumes/00000000-0000-4000-8000-0000000000aa.pdf', PDF);
    const seeker = await createUser(db, {
      resumeKey: 'resumes/00000000-0000-4000-8000-0000000000aa.pdf',
    });
    const otherSeeker = await createUser(db, {
      resumeKey: 'resumes/00000000-0000-4000-8000-0000000000aa.pdf',
    });
    const applicant = await createUser(db);
    const job = await createJob(db, owner.id);
    const application = await createApplication(db, {
      userId: applicant.id,
      jobId: job.id,
      companyId: owner.id,
    });
    ids = { job: job.id, application: application.id };
    headers = {
      visitor: {},
      seeker: { authorization: `Bearer ${await userToken(ctx.app, seeker.id)}` },
      otherSeeker: { authorization: `Bearer ${await userToken(ctx.app, otherSeeker.id)}` },
      ownerCompany: { token: await companyToken(ctx.app, owner.id) },
      otherCompany: { token: await companyToken(ctx.app, other.id) },
    };
  });
  afterAll(async () => ctx.close());

  const postJson = (url: string, payload: () => object) => async (actor: Actor) =>
    (await ctx.app.inject({ method: 'POST', url, headers: headers[actor], payload: payload() }))
      .statusCode;
  const companiesOnly = { visitor: 401, seeker: 401, otherSeeker: 401 };

  // Every mutating endpoint, tried by every actor: only the rightful ones succeed.
  const matrix: {
    name: string;
    send: (actor: Actor) => Promise<number>;
    expected: Record<Actor, number>;
  }[] = [
    {
      name: 'post a job',
      send: postJson('/api/company/post-job', () => ({
        title: 'Matrix',
        description: '<p>Matrix work.</p>',
        location: 'Mumbai',
        category: 'Design',
        level: 'Senior Level',
        salary: 1,
      })),
      expected: { ...companiesOnly, ownerCompany: 200, otherCompany: 200 },
    },
    {
      name: "change a job's visibility",
      send: postJson('/api/company/change-visibility', () => ({ id: ids.job })),
      // Another company's job is answered as a missing one.
      expected: { ...companiesOnly, ownerCompany: 200, otherCompany: 404 },
    },
    {
      name: "change an application's status",
      send: postJson('/api/company/change-status', () => ({
        id: ids.application,
        status: 'Accepted',
      })),
      // Another company's application is answered as a missing one.
      expected: { ...companiesOnly, ownerCompany: 200, otherCompany: 404 },
    },
    {
      name: 'upload a resume',
      send: async (actor) => {
        const { payload, headers: form } = multipart({}, resumeFile());
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/update-resume',
          payload,
          headers: { ...form, ...headers[actor] },
        });
        return res.statusCode;
      },
      expected: {
        visitor: 401,
        seeker: 200,
        otherSeeker: 200,
        ownerCompany: 401,
        otherCompany: 401,
      },
    },
  ];

  it.each(matrix)('$name', async ({ send, expected }) => {
    const actual: Partial<Record<Actor, number>> = {};
    for (const actor of actors) actual[actor] = await send(actor);
    expect(actual).toEqual(expected);
  });

  it('apply: job seekers apply for themselves only, once each', async () => {
    const job = await createJob(ctx.database.db, (await createCompany(ctx.database.db)).id);
    const actual: Partial<Record<Actor, number>> = {};
    for (const actor of actors) {
      actual[actor] = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/apply',
          headers: headers[actor],
          payload: { jobId: job.id },
        })
      ).statusCode;
    }
    expect(actual).toEqual({
      visitor: 401,
      seeker: 200,
      otherSeeker: 200,
      ownerCompany: 401,
      otherCompany: 401,
    });
  });

  it('reads: each actor sees only their own data', async () => {
    const read = async (url: string, actor: Actor) =>
      (await ctx.app.inject({ method: 'GET', url, headers: headers[actor] })).statusCode;
    for (const url of [
      '/api/company/company',
      '/api/company/list-jobs',
      '/api/company/applicants',
    ]) {
      expect(await read(url, 'visitor')).toBe(401);
      expect(await read(url, 'seeker')).toBe(401);
      expect(await read(url, 'ownerCompany')).toBe(200);
    }
    for (const url of ['/api/users/user', '/api/users/applications']) {
      expect(await read(url, 'visitor')).toBe(401);
      expect(await read(url, 'ownerCompany')).toBe(401);
      expect(await read(url, 'seeker')).toBe(200);
    }
    const others = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: headers.otherCompany,
    });
    expect(others.json()).toEqual({ success: true, applications: [] });
  });
});
