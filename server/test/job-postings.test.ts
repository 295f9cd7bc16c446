import { eq, getTableColumns } from 'drizzle-orm';
import { copiedJobColumns } from '../src/jobs/posting-queries';
import { jobs } from '../src/platform/schema';
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
import { companyCall, DAY, jobAnswer, listed, specJob } from './helpers/postings';

describe.each(databaseKinds)('job postings on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  async function company() {
    const row = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, row.id);
    return { id: row.id, token, call: companyCall(ctx.app, token) };
  }

  it('posts with the new fields, and gives a spec client the defaults', async () => {
    const { call, token } = await company();
    const closesAt = Date.now() + 10 * DAY;
    const full = await call('post-job', {
      ...specJob,
      salary: undefined,
      salaryMin: 40,
      salaryMax: 55,
      salaryCurrency: 'usd',
      salaryPeriod: 'HOUR',
      employmentType: 'CONTRACTOR',
      workplace: 'REMOTE',
      closesAt,
    });
    expect(full.statusCode).toBe(200);
    const job = await jobAnswer(ctx.app, full.json<{ job: { _id: string } }>().job._id);
    expect(job).toMatchObject({
      salary: 40,
      salaryMin: 40,
      salaryMax: 55,
      salaryCurrency: 'USD',
      salaryPeriod: 'HOUR',
      employmentType: 'CONTRACTOR',
      workplace: 'REMOTE',
      closesAt,
      status: 'open',
    });

    const before = Date.now();
    const plain = await call('post-job', specJob);
    expect(plain.statusCode).toBe(200);
    const spec = await jobAnswer(ctx.app, plain.json<{ job: { _id: string } }>().job._id, token);
    expect(spec).toMatchObject({
      salary: 120000,
      salaryMin: 120000,
      salaryMax: null,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      employmentType: null,
      workplace: null,
      status: 'open',
    });
    expect(spec.closesAt).toBeGreaterThanOrEqual(before + 60 * DAY);
    expect(spec.closesAt).toBeLessThanOrEqual(Date.now() + 60 * DAY);
  });

  it.each([
    [{ closesAt: Date.now() - 1000 }, 'closesAt', 'must be in the future'],
    [{ closesAt: Date.now() + 400 * DAY }, 'closesAt', 'at most 365 days'],
    [{ salaryMin: 120000, salaryMax: 100 }, 'salaryMax', 'cannot be below'],
    [{ salaryMax: 100 }, 'salaryMax', 'cannot be below'],
    [{ salary: -5 }, 'salary', 'cannot be negative'],
    [{ salaryMin: -5, salary: undefined }, 'salaryMin', 'cannot be negative'],
    [{ salaryMax: -5 }, 'salaryMax', 'cannot be negative'],
    [{ employmentType: 'GIG' }, 'employmentType', ''],
    [{ workplace: 'MOON' }, 'workplace', ''],
    [{ salaryPeriod: 'WEEK' }, 'salaryPeriod', ''],
    [{ salaryCurrency: 'ABC' }, 'salaryCurrency', 'Unknown ISO 4217'],
    [{ salary: undefined }, 'salary', 'Salary is required'],
  ])('refuses %j with a 400 naming %s', async (change, field, words) => {
    const { call } = await company();
    const res = await call('post-job', { ...specJob, ...change });
    expect(res.statusCode).toBe(400);
    const { success, message } = res.json<{ success: boolean; message: string }>();
    expect(success).toBe(false);
    expect(message).toContain(`Invalid ${field} in the body`);
    expect(message).toContain(words);
  });

  it('edits a job of its own company only, keeping its applications', async () => {
    const owner = await company();
    const other = await company();
    // Its own pay: the factory's grows with every row made before in the worker, which the
    // files share.
    const job = await createJob(ctx.database.db, owner.id, { salary: 100_000, salaryMax: 200_000 });
    const user = await createUser(ctx.database.db);
    await createApplication(ctx.database.db, {
      userId: user.id,
      jobId: job.id,
      companyId: owner.id,
    });
    const closesAt = Date.now() + 20 * DAY;

    const edited = await owner.call('edit-job', {
      id: job.id,
      title: 'Renamed',
      workplace: 'HYBRID',
      salaryMax: null,
      closesAt,
      description: '<p>New text</p><script>alert(1)</script>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: 'Job updated',
      job: { _id: job.id, title: 'Renamed', workplace: 'HYBRID', salaryMax: null, closesAt },
    });
    const stored = await jobAnswer(ctx.app, job.id);
    expect(stored.description).toBe('<p>New text</p>');
    expect(stored.location).toBe(job.location);

    const applicants = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token: owner.token },
    });
    expect(applicants.json<{ applications: unknown[] }>().applications).toHaveLength(1);

    // Another company's job answers as a missing one (decision 0004).
    expect((await other.call('edit-job', { id: job.id, title: 'Taken' })).statusCode).toBe(404);
    expect((await jobAnswer(ctx.app, job.id)).title).toBe('Renamed');
    const unknown = await owner.call('edit-job', { id: crypto.randomUUID(), title: 'x' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/edit-job',
      payload: { id: job.id, title: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    // As a job seeker's token: not a company's.
    const seeker = await userToken(ctx.app, user.id);
    expect((await companyCall(ctx.app, seeker)('edit-job', { id: job.id })).statusCode).toBe(401);
  });

  it('refuses an edit whose pay range would end below its start, naming the field', async () => {
    const { id, call } = await company();
    const job = await createJob(ctx.database.db, id, { salary: 1000, salaryMax: 2000 });
    const res = await call('edit-job', { id: job.id, salaryMin: 3000 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('salaryMax');
    const past = await call('edit-job', { id: job.id, closesAt: Date.now() - DAY });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toContain('closesAt');
    expect(await jobAnswer(ctx.app, job.id)).toMatchObject({ salary: 1000, salaryMax: 2000 });
  });

  it('closes a job: out of every list and count, its page says so, applying answers 410', async () => {
    const owner = await company();
    const job = await createJob(ctx.database.db, owner.id, { category: 'Design' });
    const sibling = await createJob(ctx.database.db, owner.id, { category: 'Design' });
    const user = await createUser(ctx.database.db, { resumeKey: 'resumes/r.pdf' });
    const seeker = await userToken(ctx.app, user.id);
    const designCount = async () => (await listed(ctx.app, '&categories=Design')).total;
    const countBefore = await designCount();
    expect((await listed(ctx.app)).ids).toContain(job.id);

    const closed = await owner.call('close-job', { id: job.id });
    expect(closed.json()).toEqual({ success: true, message: 'Job closed' });
    expect((await listed(ctx.app)).ids).not.toContain(job.id);
    expect(await designCount()).toBe(countBefore - 1);
    const more = await listed(ctx.app, `&companyId=${owner.id}&excludeId=${sibling.id}`);
    expect(more.ids).toEqual([]);
    const whole = await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(whole.json<{ jobs: { _id: string }[] }>().jobs.map((j) => j._id)).not.toContain(job.id);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/companies/${owner.id}` });
    expect(page.json()).toMatchObject({ openJobs: 1 });

    expect(await jobAnswer(ctx.app, job.id)).toMatchObject({ status: 'closed', visible: true });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${seeker}` },
      payload: { jobId: job.id },
    });
    expect(apply.statusCode).toBe(410);
    expect(apply.json()).toEqual({
      success: false,
      message: 'This job is closed: it no longer takes applications',
    });

    expect((await owner.call('close-job', { id: job.id })).statusCode).toBe(409);
    const other = await company();
    expect((await other.call('close-job', { id: sibling.id })).statusCode).toBe(404);
    expect((await other.call('close-job', { id: crypto.randomUUID() })).statusCode).toBe(404);

    const reopened = await owner.call('reopen-job', { id: job.id });
    expect(reopened.json()).toEqual({ success: true, message: 'Job reopened' });
    expect((await listed(ctx.app)).ids).toContain(job.id);
    expect(await designCount()).toBe(countBefore);
    expect((await owner.call('reopen-job', { id: job.id })).statusCode).toBe(409);
    expect((await other.call('reopen-job', { id: job.id })).statusCode).toBe(404);
  });

  it('reopens an expired job until the date given, or for the default run', async () => {
    const { id, call } = await company();
    const expired = await createJob(ctx.database.db, id, {
      closesAt: Date.now() - DAY,
      expired: true,
    });
    expect(await jobAnswer(ctx.app, expired.id)).toMatchObject({ status: 'expired' });
    expect((await listed(ctx.app)).ids).not.toContain(expired.id);
    const before = Date.now();
    expect((await call('reopen-job', { id: expired.id })).statusCode).toBe(200);
    const reopened = await jobAnswer(ctx.app, expired.id);
    expect(reopened.status).toBe('open');
    expect(reopened.closesAt).toBeGreaterThanOrEqual(before + 60 * DAY);

    await call('close-job', { id: expired.id });
    const until = Date.now() + 3 * DAY;
    expect((await call('reopen-job', { id: expired.id, closesAt: until })).statusCode).toBe(200);
    expect((await jobAnswer(ctx.app, expired.id)).closesAt).toBe(until);
    await call('close-job', { id: expired.id });
    const past = await call('reopen-job', { id: expired.id, closesAt: Date.now() - 5 });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ message: string }>().message).toContain('closesAt');
  });

  it('duplicates a job as a hidden new posting of the same company', async () => {
    const owner = await company();
    const job = await createJob(ctx.database.db, owner.id, {
      title: 'Original',
      // Its own pay and date: the factory's grow with every row made before in the worker.
      salary: 500_000,
      salaryMax: 999_999,
      postedAt: Date.now() - DAY,
      employmentType: 'PART_TIME',
      workplace: 'REMOTE',
      closedAt: Date.now() - 5,
    });
    const res = await owner.call('duplicate-job', { id: job.id });
    expect(res.statusCode).toBe(200);
    const copyId = res.json<{ job: { _id: string } }>().job._id;
    expect(copyId).not.toBe(job.id);
    const copy = await jobAnswer(ctx.app, copyId, owner.token);
    expect(copy).toMatchObject({
      title: 'Original (copy)',
      salaryMax: 999_999,
      employmentType: 'PART_TIME',
      workplace: 'REMOTE',
      visible: false,
      status: 'open',
    });
    expect(copy.date).toBeGreaterThan(job.postedAt);
    expect(copy.closesAt).toBeGreaterThan(Date.now() + 59 * DAY);
    // Hidden: not listed, and not even found by others.
    expect((await listed(ctx.app)).ids).not.toContain(copyId);
    const other = await company();
    expect((await other.call('duplicate-job', { id: job.id })).statusCode).toBe(404);
    expect((await other.call('duplicate-job', { id: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('copies every field of the posting, whatever columns the table gains', async () => {
    const owner = await company();
    const job = await createJob(ctx.database.db, owner.id, {
      title: 'Every field',
      description: '<p>All of it</p>',
      location: 'Chennai',
      category: 'Data Science',
      level: 'Senior Level',
      salary: 40,
      salaryMax: 55,
      salaryCurrency: 'USD',
      salaryPeriod: 'HOUR',
      employmentType: 'CONTRACTOR',
      workplace: 'HYBRID',
    });
    const res = await owner.call('duplicate-job', { id: job.id });
    expect(res.statusCode).toBe(200);
    const copyId = res.json<{ job: { _id: string } }>().job._id;
    const [original, copy] = await Promise.all(
      [job.id, copyId].map(async (id) => {
        const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
        return row;
      }),
    );
    // What the copy sets itself, named here, so that any other column of the table is copied.
    const ownToTheCopy = [
      'id',
      'createdAt',
      'updatedAt',
      'visible',
      'listed',
      'postedAt',
      'closesAt',
      'closedAt',
      'expired',
      'awaitingVerification',
      // Its title, told apart by " (copy)", and what the database computes from it.
      'title',
      'titleSearch',
      'searchDocument',
      'titleWords',
    ];
    const kept = (row: typeof original) =>
      Object.fromEntries(Object.entries(row ?? {}).filter(([key]) => !ownToTheCopy.includes(key)));
    expect(Object.keys(kept(original))).toContain('employmentType');
    expect(kept(copy)).toEqual(kept(original));
    expect(copy?.title).toBe('Every field (copy)');
    // And the derivation itself leaves out only those, and what the database computes.
    const copied = copiedJobColumns({}).map(({ name }) => name);
    for (const [key, column] of Object.entries(getTableColumns(jobs))) {
      const expected = !['id', 'createdAt', 'updatedAt'].includes(key) && !column.generated;
      expect([key, copied.includes(column.name)]).toEqual([key, expected]);
    }
  });
});
