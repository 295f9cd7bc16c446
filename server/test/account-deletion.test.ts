import type { JobQuestion, UserExport } from 'shared-api/contract';
import { mailOutbox } from '../src/platform/schema';
import { createTestApp, storedFiles, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';
import { companyCall, jobAnswer, specJob } from './helpers/postings';
import { QUESTIONS } from './helpers/screening';
import { databaseDump, seekerCall, signUpSeeker, uploadResume } from './helpers/privacy';

const PERSON = {
  firstName: 'Zerelda',
  lastName: 'Quincefield',
  email: 'zerelda.quincefield@example.test',
  password: 'a-long-password-1',
};
const PHONE = '+91 98765 43210';
const COVER = 'Dear team, Zerelda would love to build things.';
const NOTE = 'Strong in Go; call back after the holidays.';

describe.each(databaseKinds)('a job seeker exports and deletes their account, on %s', (kind) => {
  let ctx: TestContext;
  let person: Awaited<ReturnType<typeof personWithEverything>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    person = await personWithEverything();
  });
  afterAll(() => ctx.close());

  /** A person with a resume, profile, saved job, alert, application with answers and a note. */
  async function personWithEverything() {
    const company = await createCompany(ctx.database.db);
    const call = companyCall(ctx.app, await companyToken(ctx.app, company.id));
    const posted = await call('post-job', { ...specJob, questions: QUESTIONS });
    expect(posted.statusCode, posted.body).toBe(200);
    const jobId = posted.json<{ job: { _id: string } }>().job._id;
    const asked: JobQuestion[] = (await jobAnswer(ctx.app, jobId)).questions ?? [];

    const seeker = await signUpSeeker(ctx.app, PERSON);
    const as = seekerCall(ctx.app, seeker.token);
    await uploadResume(ctx.app, seeker.token);
    expect(
      (await as('POST', '/api/users/profile', { phone: PHONE, city: 'Pune' })).statusCode,
    ).toBe(200);
    expect((await as('POST', '/api/users/save-job', { jobId })).statusCode).toBe(200);
    expect((await as('POST', '/api/users/alerts', { title: 'Platform' })).statusCode).toBe(201);
    const answers = asked.map((q, i) => ({
      questionId: q.id,
      answer: ['yes', 'Go', `Reach me on ${PHONE}`][i] ?? '',
    }));
    const applied = await as('POST', '/api/users/apply', { jobId, answers, coverLetter: COVER });
    expect(applied.statusCode, applied.body).toBe(200);
    const applicants = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token: await companyToken(ctx.app, company.id) },
    });
    const applicationId =
      applicants.json<{ applications: { _id: string }[] }>().applications[0]?._id ?? '';
    expect((await call('add-note', { applicationId, text: NOTE })).statusCode).toBe(200);
    // Mail to them waiting in the queue (sent or not, it holds their address).
    await ctx.database.db.insert(mailOutbox).values({
      recipient: PERSON.email,
      subject: 'Your application',
      text: `Hello ${PERSON.firstName}`,
      html: `<p>Hello ${PERSON.firstName}</p>`,
    });
    return { seeker, as, company, jobId, applicationId };
  }

  it('exports everything held about the person, as an attachment, to them only', async () => {
    const { as, jobId } = person;
    const res = await as('GET', '/api/users/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="job-board-data.json"');
    const data = res.json<UserExport>();
    expect(data.account).toMatchObject({
      firstName: 'Zerelda',
      email: PERSON.email,
      signIn: 'password',
    });
    expect(data.profile).toMatchObject({ phone: PHONE, city: 'Pune' });
    expect(data.resume.url).toMatch(/\/files\/resumes\/.+\.pdf\?/);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobId, title: specJob.title })]);
    expect(data.alerts).toEqual([expect.objectContaining({ title: 'Platform' })]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      job: { _id: jobId, title: specJob.title },
      status: 'Pending',
      coverLetter: COVER,
    });
    expect(data.applications[0]?.answers.map((a) => a.answer)).toContain(`Reach me on ${PHONE}`);
    const file = await ctx.app.inject({ method: 'GET', url: data.resume.url });
    expect(file.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/export' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong password or email, then erases the person and leaves the company "Deleted applicant" with its notes', async () => {
    const { as, company, applicationId } = person;
    const wrong = await as('POST', '/api/users/delete-account', {
      email: PERSON.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(403);
    const other = await as('POST', '/api/users/delete-account', {
      email: 'x@y.test',
      password: PERSON.password,
    });
    expect(other.statusCode).toBe(400);
    expect(
      (await as('POST', '/api/users/delete-account', { email: PERSON.email })).statusCode,
    ).toBe(400);

    // The search below can fail: before the deletion the dump and the storage hold all of it.
    const before = await databaseDump(ctx.database.db);
    for (const trace of [PERSON.lastName, PERSON.email, PHONE, COVER])
      expect(before).toContain(trace);
    expect([...storedFiles(ctx.app).keys()].some((key) => key.startsWith('resumes/'))).toBe(true);

    const done = await as('POST', '/api/users/delete-account', {
      email: PERSON.email.toUpperCase(),
      password: PERSON.password,
    });
    expect([done.statusCode, done.json()]).toEqual([
      200,
      { success: true, message: 'Your account has been deleted' },
    ]);

    expect((await as('GET', '/api/users/user')).statusCode).toBe(401);
    expect((await as('GET', '/api/users/export')).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: PERSON.email, password: PERSON.password },
    });
    expect(signIn.statusCode).toBe(401);

    const token = await companyToken(ctx.app, company.id);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token },
    });
    const [applicant] = seen.json<{ applications: Record<string, unknown>[] }>().applications;
    expect(applicant).toMatchObject({
      _id: applicationId,
      // The application's own id: the account's would tie it to the person's other applications.
      userId: { _id: applicationId, name: 'Deleted applicant', image: '', resume: '' },
      answers: [],
      coverLetter: '',
    });
    expect(JSON.stringify(applicant)).not.toContain(PHONE);
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/notes?applicationId=${applicationId}`,
      headers: { token },
    });
    expect(notes.json<{ notes: { text: string }[] }>().notes.map((n) => n.text)).toEqual([NOTE]);
  });

  it('leaves no row, file or queued mail holding the person', async () => {
    const dump = await databaseDump(ctx.database.db);
    for (const trace of [PERSON.firstName, PERSON.lastName, PERSON.email, PHONE, COVER]) {
      expect(dump).not.toContain(trace);
    }
    expect(dump).not.toMatch(/resumes\/[0-9a-f-]{36}\.pdf/);
    expect(dump).toContain(NOTE);
    expect([...storedFiles(ctx.app).keys()].filter((key) => key.startsWith('resumes/'))).toEqual(
      [],
    );
  });
});
