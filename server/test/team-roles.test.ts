import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';
import { routesUnder } from './helpers/routes';
import { joinAs, post, type TeamAnswer } from './helpers/team';

/** Company routes that anyone signed in to the company may call, whatever their role. */
const everyRole = ['POST /api/company/logout'];
const publicRoutes = [
  'POST /api/company/register',
  'POST /api/company/login',
  'POST /api/company/forgot-password',
  'POST /api/company/reset-password',
  'POST /api/company/verify-email',
  'POST /api/company/accept-invite',
];

const mutations = (app: FastifyInstance) =>
  routesUnder(app, '/api/company/').filter(
    (route) =>
      !route.startsWith('GET ') && !publicRoutes.includes(route) && !everyRole.includes(route),
  );

describe.each(databaseKinds)('team roles, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const setUp = async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const job = await createJob(ctx.database.db, company.id);
    const user = await createUser(ctx.database.db);
    const application = await createApplication(ctx.database.db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });
    return { company, token, job, application };
  };

  it('refuses every company mutation to a viewer with 403, whatever the body', async () => {
    const { company, token, job, application } = await setUp();
    const viewer = await joinAs(
      ctx.app,
      ctx.database.db,
      token,
      `v-${company.id}@example.test`,
      'viewer',
    );
    const routes = mutations(ctx.app);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/company/post-job',
        'POST /api/company/change-status',
        'POST /api/company/invite',
        'POST /api/company/remove-member',
      ]),
    );
    for (const route of routes) {
      const [method = '', url = ''] = route.split(' ');
      // Real ids: a refusal for the role, not for a missing row.
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { token: viewer.token },
        payload: { id: application.id, jobId: job.id, status: 'Rejected', role: 'admin' },
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json<TeamAnswer>(), route).toMatchObject({
        success: false,
        message: expect.any(String) as string,
      });
    }
    const reads = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token: viewer.token },
    });
    expect(reads.statusCode).toBe(200);
    const logout = await post(ctx.app, '/api/company/logout', viewer.token, {});
    expect(logout.statusCode).toBe(200);
  });

  it('lets a recruiter move applicants and change jobs, but not manage the team', async () => {
    const { company, token, job, application } = await setUp();
    const recruiter = await joinAs(
      ctx.app,
      ctx.database.db,
      token,
      `r-${company.id}@example.test`,
      'recruiter',
    );
    const moved = await post(ctx.app, '/api/company/change-status', recruiter.token, {
      id: application.id,
      status: 'Rejected',
    });
    expect(moved.statusCode).toBe(200);
    const hidden = await post(ctx.app, '/api/company/change-visibility', recruiter.token, {
      id: job.id,
    });
    expect(hidden.statusCode).toBe(200);
    const invite = await post(ctx.app, '/api/company/invite', recruiter.token, {
      email: `n-${company.id}@example.test`,
      role: 'viewer',
    });
    expect(invite.statusCode).toBe(403);
  });

  it('never lets a member of one company reach another company’s jobs or applicants', async () => {
    const a = await setUp();
    const b = await setUp();
    const adminA = await joinAs(
      ctx.app,
      ctx.database.db,
      a.token,
      `x-${a.company.id}@example.test`,
      'admin',
    );
    const moved = await post(ctx.app, '/api/company/change-status', adminA.token, {
      id: b.application.id,
      status: 'Rejected',
    });
    // Another company's rows answer as missing ones, to a member's token too (decision 0004).
    expect(moved.statusCode).toBe(404);
    const hidden = await post(ctx.app, '/api/company/change-visibility', adminA.token, {
      id: b.job.id,
    });
    expect(hidden.statusCode).toBe(404);
    const applicants = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token: adminA.token },
    });
    expect(applicants.statusCode).toBe(200);
    expect(JSON.stringify(applicants.json<TeamAnswer>())).not.toContain(b.application.id);
    const jobs = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token: adminA.token },
    });
    expect(JSON.stringify(jobs.json<TeamAnswer>())).not.toContain(b.job.id);
    expect(JSON.stringify(jobs.json<TeamAnswer>())).toContain(a.job.id);
  });
});
