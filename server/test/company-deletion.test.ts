import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Application, CompanyExport } from 'shared-api/contract';
import { mailOutbox } from '../src/platform/schema';
import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import {
  APPLICANT,
  APPLICANT_PHONE,
  COMPANY,
  companyWithEverything,
  COVER,
  JOB_TITLE,
  NOTE,
} from './helpers/company-privacy';
import { databaseDump } from './helpers/privacy';
import { listed } from './helpers/postings';
import { post } from './helpers/team';
import { SEEKER_SCREENS, SHELL_INDEX_WITH_MARKER, fakeWebApps } from './helpers/web-apps';

// The home page's first paint as a seeker build lists it, cut down to one slot: the page then
// carries its first jobs.
const seekerScreens = SEEKER_SCREENS.map((screen) =>
  screen.path === '/' ? { ...screen, firstPaint: '<section>{{q}}</section>' } : screen,
);

const FAREWELL = 'A company account you were part of was deleted';
const MEMBER_EMAILS = ['admin@quillowmere.example', 'viewer@quillowmere.example'];

describe.each(databaseKinds)('a company exports its data and deletes itself, on %s', (kind) => {
  let ctx: TestContext;
  let root: string;
  let company: Awaited<ReturnType<typeof companyWithEverything>>;
  beforeAll(async () => {
    root = fakeWebApps({ shellIndex: SHELL_INDEX_WITH_MARKER, seekerScreens });
    ctx = await createTestApp(kind, { serveWebApps: true }, { webAppsRoot: root });
    company = await companyWithEverything(ctx.app, ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, ...(token ? { headers: { token } } : {}) });

  it('exports everything to the owner and admins, as an attachment', async () => {
    const { owner, admin, viewer, jobId, applicationId, seeker } = company;
    expect((await get('/api/company/export', viewer.token)).statusCode).toBe(403);
    expect((await get('/api/company/export')).statusCode).toBe(401);
    expect((await get('/api/company/export', admin.token)).statusCode).toBe(200);
    const res = await get('/api/company/export', owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="company-data.json"');
    const data = res.json<CompanyExport>();
    expect(data.company).toMatchObject({ _id: owner.id, name: COMPANY.name, email: COMPANY.email });
    expect(data.members.map((m) => m.email).sort()).toEqual(MEMBER_EMAILS);
    expect(data.jobs).toEqual([expect.objectContaining({ _id: jobId, title: JOB_TITLE })]);
    expect(data.jobs[0]?.questions.map((q) => q.expected)).toEqual(['yes', 'Go', null]);
    const [application] = data.applications;
    expect(application).toMatchObject({
      _id: applicationId,
      jobId,
      status: 'Pending',
      coverLetter: COVER,
      applicant: {
        _id: seeker.id,
        name: `${APPLICANT.firstName} ${APPLICANT.lastName}`,
        email: APPLICANT.email,
        phone: APPLICANT_PHONE,
      },
    });
    expect(application?.answers.map((a) => a.answer)).toEqual(['yes', 'Go', 'Soon']);
    expect((await get(application?.applicant.resume ?? '')).statusCode).toBe(200);
    expect(data.notes).toEqual([expect.objectContaining({ applicationId, text: NOTE })]);
    expect(data.activity.map((e) => e.action)).toContain('note');
  });

  it('lets only the owner delete, with the right password', async () => {
    const { owner, admin, viewer } = company;
    for (const token of [admin.token, viewer.token]) {
      const res = await post(ctx.app, '/api/company/delete-account', token, {
        password: COMPANY.password,
      });
      expect(res.statusCode).toBe(403);
    }
    const wrong = await post(ctx.app, '/api/company/delete-account', owner.token, {
      password: 'not-the-password',
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { success: false, message: 'The password is not right' },
    ]);
    expect((await get('/api/company/company', owner.token)).statusCode).toBe(200);
  });

  it('deletes the company: no job listed anywhere, members out, one mail each, applicants told', async () => {
    const { owner, admin, viewer, jobId, as } = company;
    const logoKey = /\/files\/(logos\/.+)$/.exec(owner.logo)?.[1] ?? '';
    expect(storedFiles(ctx.app).has(logoKey)).toBe(true);
    expect((await listed(ctx.app)).ids).toContain(jobId);
    expect((await listed(ctx.app, '&q=Cartographer')).ids).toEqual([jobId]);
    // Fill the caches the deletion must empty.
    expect((await get('/sitemaps/jobs-1.xml')).body).toContain(jobId);
    expect((await get('/')).body).toContain(JOB_TITLE);
    expect((await get(`/apply-jobs/${jobId}`)).statusCode).toBe(200);

    const done = await post(ctx.app, '/api/company/delete-account', owner.token, {
      password: COMPANY.password,
    });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { success: true, message: 'The company account has been deleted' },
    ]);

    expect((await listed(ctx.app)).ids).not.toContain(jobId);
    expect((await listed(ctx.app, '&q=Cartographer')).ids).toEqual([]);
    expect((await get('/')).body).not.toContain(JOB_TITLE);
    const sitemap = await get('/sitemaps/jobs-1.xml');
    expect(sitemap.body).not.toContain(jobId);
    expect((await get(`/api/companies/${owner.id}`)).statusCode).toBe(404);
    const api = await get(`/api/jobs/${jobId}`);
    expect([api.statusCode, api.json()]).toEqual([
      410,
      { success: false, message: 'Job removed by the company' },
    ]);
    expect((await get(`/apply-jobs/${jobId}`)).statusCode).toBe(410);
    expect(storedFiles(ctx.app).has(logoKey)).toBe(false);

    for (const token of [owner.token, admin.token, viewer.token]) {
      expect((await get('/api/company/company', token)).statusCode).toBe(401);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/login',
      payload: { email: COMPANY.email, password: COMPANY.password },
    });
    expect(login.statusCode).toBe(401);

    const mail = await ctx.database.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, FAREWELL));
    expect(mail.map((m) => m.to).sort()).toEqual([...MEMBER_EMAILS, COMPANY.email].sort());

    const mine = await as('GET', '/api/users/applications');
    expect(mine.statusCode).toBe(200);
    const applications = mine.json<{ applications: Application[] }>().applications;
    expect(applications.map((a) => [a.jobId._id, a.jobRemoved])).toEqual([[jobId, true]]);
  });

  it('leaves no row or file holding the company, its notes or activity, but the farewells', async () => {
    const dump = (await databaseDump(ctx.database.db))
      .split('\n')
      .filter((row) => !(row.startsWith('mail_outbox:') && row.includes(FAREWELL)));
    const text = dump.join('\n');
    for (const trace of [COMPANY.name, 'Quillowmere', COMPANY.email, ...MEMBER_EMAILS, NOTE]) {
      expect(text.toLowerCase()).not.toContain(trace.toLowerCase());
    }
    // The applicant's part of the application went with the company that held it.
    for (const trace of [COVER, 'Soon']) expect(text).not.toContain(trace);
    expect(dump.filter((row) => row.startsWith('activity:'))).toEqual([]);
    expect(dump.filter((row) => row.startsWith('application_notes:'))).toEqual([]);
    expect([...storedFiles(ctx.app).keys()].filter((key) => key.startsWith('logos/'))).toEqual([]);
    // The applicant keeps their account and the application itself.
    expect(text).toContain(APPLICANT.email);
    expect(dump.filter((row) => row.startsWith('applications:'))).toHaveLength(1);
  });
});
