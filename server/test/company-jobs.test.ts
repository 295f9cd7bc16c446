import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  companyToken,
  createApplication,
  createCompany,
  createJob,
  createUser,
} from './helpers/factories';
import { PDF } from './helpers/multipart';

describe.each(databaseKinds)('company jobs and applicants on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  it('posts a job, lists it with its applicant count, and toggles its visibility', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/post-job',
      headers: { token },
      payload: {
        title: 'Platform Engineer',
        description: '<p>Build things</p>',
        location: 'Mumbai',
        category: 'Programming',
        level: 'Senior Level',
        salary: 120000,
      },
    });
    expect(post.statusCode).toBe(200);
    const jobId = post.json<{ job: { _id: string } }>().job._id;
    const other = await createJob(ctx.database.db, company.id, { postedAt: 1 });
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(ctx.database.db);
      await createApplication(ctx.database.db, { userId: user.id, jobId, companyId: company.id });
    }

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/list-jobs',
      headers: { token },
    });
    const jobsData = listed.json<{
      jobsData: { _id: string; applicants: number; title: string }[];
    }>().jobsData;
    // Oldest first, the order the spec's Manage Jobs reverses.
    expect(jobsData.map((j) => [j._id, j.applicants])).toEqual([
      [other.id, 0],
      [jobId, 3],
    ]);

    const toggle = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/change-visibility',
        headers: { token },
        payload: { id: jobId },
      });
    expect((await toggle()).json()).toEqual({ success: true, message: 'Job is now hidden' });
    const publicList = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs?page=1&companyId=${company.id}`,
    });
    expect(publicList.json<{ jobs: { _id: string }[] }>().jobs.map((j) => j._id)).toEqual([
      other.id,
    ]);
    expect((await toggle()).json()).toEqual({ success: true, message: 'Job is now visible' });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-visibility',
      headers: { token },
      payload: { id: '00000000-0000-4000-8000-00000000eeee' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates job fields', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const valid = {
      title: 'T',
      description: '<p>Tests things.</p>',
      location: 'Mumbai',
      category: 'Design',
      level: 'Begineer Level',
      salary: 0,
    };
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/company/post-job', headers: { token }, payload });
    expect((await post(valid)).statusCode).toBe(200);
    for (const bad of [
      { title: '  ' },
      { salary: -1 },
      { salary: 10.5 },
      // A string of digits is a salary (spec clients send a form's text); any other string is not.
      { salary: '100.5' },
      { salary: '25k' },
      { location: 'Paris' },
      { category: 'Cooking' },
      { level: 'Expert Level' },
    ]) {
      const res = await post({ ...valid, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Invalid/) as string,
      });
    }
  });

  it('refuses a job with nothing to read: an empty description, posted or edited', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const send = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { token }, payload });
    const job = {
      title: 'Blank',
      location: 'Mumbai',
      category: 'Design',
      level: 'Begineer Level',
      salary: 0,
    };
    for (const description of ['', '   ', '<p><br></p>', '<p>&nbsp;</p><p> </p>']) {
      const res = await send('/api/company/post-job', { ...job, description });
      expect([res.statusCode, description]).toEqual([400, description]);
      expect(res.json()).toEqual({
        success: false,
        message: 'Add a job description: job seekers need to know what the job is',
      });
    }
    const posted = await send('/api/company/post-job', { ...job, description: '<p>Draws.</p>' });
    expect(posted.statusCode).toBe(200);
    const id = posted.json<{ job: { _id: string } }>().job._id;
    const edit = await send('/api/company/edit-job', { id, description: '<p><br></p>' });
    expect(edit.statusCode).toBe(400);
    // An image alone is something to see.
    const image = await send('/api/company/edit-job', {
      id,
      description: '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>',
    });
    expect(image.statusCode, image.body).toBe(200);
  });

  it('lists its applicants with their resume link, and accepts it, once', async () => {
    const company = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, company.id);
    const job = await createJob(ctx.database.db, company.id, { title: 'Reviewer' });
    const user = await createUser(ctx.database.db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      resumeKey: 'resumes/00000000-0000-4000-8000-000000000001.pdf',
    });
    await ctx.app.storage.put('resumes/00000000-0000-4000-8000-000000000001.pdf', PDF);
    const application = await createApplication(ctx.database.db, {
      userId: user.id,
      jobId: job.id,
      companyId: company.id,
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    const [row] = res.json<{
      applications: {
        _id: string;
        userId: { name: string; resume: string };
        jobId: object;
        status: string;
      }[];
    }>().applications;
    expect(row).toMatchObject({
      _id: application.id,
      status: 'Pending',
      jobId: { _id: job.id, title: 'Reviewer', location: job.location },
      userId: { name: 'Ada Lovelace' },
    });
    const resume = await ctx.app.inject({ method: 'GET', url: row?.userId.resume ?? '' });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');

    const change = (status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/change-status',
        headers: { token },
        payload: { id: application.id, status },
      });
    expect((await change('Accepted')).json()).toEqual({
      success: true,
      message: 'Application accepted',
    });
    expect((await change('Pending')).statusCode).toBe(400);
    expect((await change('Hired')).statusCode).toBe(400);
    // Final: a decision is not taken back.
    expect((await change('Rejected')).json()).toEqual({
      success: false,
      message: 'This application is already Accepted: it cannot change any more',
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/change-status',
      headers: { token },
      payload: { id: '00000000-0000-4000-8000-00000000ffff', status: 'Accepted' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
