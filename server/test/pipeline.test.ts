import {
  APPLICATION_STATUSES,
  DECISION_STATUSES,
  canMove,
  type ApplicationStatus,
} from 'shared-api/contract';
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
import { companyCall } from './helpers/postings';

describe.each(databaseKinds)('the hiring pipeline on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  async function company() {
    const row = await createCompany(ctx.database.db);
    const token = await companyToken(ctx.app, row.id);
    const job = await createJob(ctx.database.db, row.id);
    return { id: row.id, token, job, call: companyCall(ctx.app, token) };
  }
  async function application(owner: { id: string; job: { id: string } }, status = 'Pending') {
    const user = await createUser(ctx.database.db);
    const row = await createApplication(ctx.database.db, {
      userId: user.id,
      jobId: owner.job.id,
      companyId: owner.id,
      status,
    });
    return { ...row, seeker: await userToken(ctx.app, user.id) };
  }
  const statusOf = async (owner: { token: string }, id: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/applicants',
      headers: { token: owner.token },
    });
    return res
      .json<{ applications: { _id: string; status: string }[] }>()
      .applications.find((a) => a._id === id)?.status;
  };

  it('allows every forward move and refuses every other with 409', async () => {
    const owner = await company();
    for (const from of APPLICATION_STATUSES) {
      for (const to of DECISION_STATUSES) {
        const { id } = await application(owner, from);
        const res = await owner.call('change-status', { id, status: to });
        expect({ from, to, status: res.statusCode }).toEqual({
          from,
          to,
          status: canMove(from, to) ? 200 : 409,
        });
        expect(await statusOf(owner, id)).toBe(canMove(from, to) ? to : from);
      }
    }
    expect(canMove('Pending', 'Interviewing')).toBe(true);
    expect(canMove('Interviewing', 'Shortlisted')).toBe(false);
    const { id } = await application(owner, 'Interviewing');
    const back = await owner.call('change-status', { id, status: 'Shortlisted' });
    expect(back.json()).toEqual({
      success: false,
      message: 'An application cannot go from Interviewing to Shortlisted',
    });
    // Another company's application answers as a missing one: nothing says it exists.
    const other = await company();
    const foreign = await other.call('change-status', { id, status: 'Accepted' });
    const missing = await other.call('change-status', {
      id: crypto.randomUUID(),
      status: 'Accepted',
    });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      { success: false, message: 'Application not found' },
    ]);
    expect(foreign.json()).toEqual(missing.json());
    expect(await statusOf(owner, id)).toBe('Interviewing');
  });

  it('moves a bulk of applications all together, or none of them', async () => {
    const owner = await company();
    const pending = await Promise.all([1, 2, 3].map(() => application(owner)));
    const ids = pending.map((a) => a.id);
    const final = await application(owner, 'Rejected');
    const refused = await owner.call('bulk-change-status', {
      ids: [...ids, final.id],
      status: 'Shortlisted',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Nothing changed');
    for (const id of ids) expect(await statusOf(owner, id)).toBe('Pending');

    const other = await company();
    const theirs = await application(other);
    const foreign = await owner.call('bulk-change-status', {
      ids: [...ids, theirs.id],
      status: 'Shortlisted',
    });
    const unknownId = crypto.randomUUID();
    const unknown = await owner.call('bulk-change-status', {
      ids: [...ids, unknownId],
      status: 'Shortlisted',
    });
    // Another company's application is refused as a missing one is: nothing says it exists.
    for (const [refused, id] of [
      [foreign, theirs.id],
      [unknown, unknownId],
    ] as const) {
      expect([refused.statusCode, refused.json()]).toEqual([
        404,
        { success: false, message: `Nothing changed: Application not found (${id})` },
      ]);
    }
    for (const id of ids) expect(await statusOf(owner, id)).toBe('Pending');

    const moved = await owner.call('bulk-change-status', { ids, status: 'Shortlisted' });
    expect(moved.json()).toEqual({ success: true, message: '3 applications shortlisted' });
    for (const id of ids) expect(await statusOf(owner, id)).toBe('Shortlisted');

    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(
      (await owner.call('bulk-change-status', { ids: tooMany, status: 'Rejected' })).statusCode,
    ).toBe(400);
    const twice = await owner.call('bulk-change-status', {
      ids: [ids[0], ids[0]],
      status: 'Rejected',
    });
    expect(twice.statusCode).toBe(400);
    const none = await owner.call('bulk-change-status', { ids: [], status: 'Rejected' });
    expect(none.statusCode).toBe(400);
  });

  it('lets a job seeker withdraw their own open application, once', async () => {
    const owner = await company();
    const mine = await application(owner, 'Shortlisted');
    const withdraw = (token: string, id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/withdraw',
        headers: { authorization: `Bearer ${token}` },
        payload: { id },
      });
    expect((await withdraw(mine.seeker, mine.id)).json()).toEqual({
      success: true,
      message: 'Application withdrawn',
    });
    expect(await statusOf(owner, mine.id)).toBe('Withdrawn');
    const again = await withdraw(mine.seeker, mine.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'You have already withdrawn this application',
    );
    // Final for the company too.
    expect(
      (await owner.call('change-status', { id: mine.id, status: 'Accepted' })).statusCode,
    ).toBe(409);

    const someoneElse = await application(owner);
    const notMine = await withdraw(mine.seeker, someoneElse.id);
    const missing = await withdraw(mine.seeker, crypto.randomUUID());
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual(missing.json());
    expect(await statusOf(owner, someoneElse.id)).toBe('Pending');
    const accepted = await application(owner, 'Accepted');
    expect((await withdraw(accepted.seeker, accepted.id)).statusCode).toBe(409);
    expect((await withdraw(mine.seeker, crypto.randomUUID())).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/withdraw',
      payload: { id: mine.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps notes private to the company', async () => {
    const owner = await company();
    const target = await application(owner);
    const first = await owner.call('add-note', {
      applicationId: target.id,
      text: ' Strong portfolio ',
    });
    expect(first.json()).toMatchObject({ success: true, note: { text: 'Strong portfolio' } });
    await owner.call('add-note', { applicationId: target.id, text: 'Call on Monday' });
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/notes?applicationId=${target.id}`,
      headers: { token: owner.token },
    });
    expect(notes.json<{ notes: { text: string }[] }>().notes.map((n) => n.text)).toEqual([
      'Call on Monday',
      'Strong portfolio',
    ]);

    // Another company's application answers as a missing one (decision 0004).
    const other = await company();
    expect((await other.call('add-note', { applicationId: target.id, text: 'x' })).statusCode).toBe(
      404,
    );
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/notes?applicationId=${target.id}`,
      headers: { token: other.token },
    });
    expect(peek.statusCode).toBe(404);
    expect(
      (await owner.call('add-note', { applicationId: target.id, text: '   ' })).statusCode,
    ).toBe(400);
    expect(
      (await owner.call('add-note', { applicationId: crypto.randomUUID(), text: 'x' })).statusCode,
    ).toBe(404);

    // The seeker's answers never carry them.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/applications',
      headers: { authorization: `Bearer ${target.seeker}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Strong portfolio');
    const asSeeker = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/notes?applicationId=${target.id}`,
      headers: { token: target.seeker },
    });
    expect(asSeeker.statusCode).toBe(401);
  });

  it('refuses statuses outside the pipeline', async () => {
    const owner = await company();
    const target = await application(owner);
    for (const status of ['Pending', 'Withdrawn', 'Hired'] satisfies string[]) {
      expect((await owner.call('change-status', { id: target.id, status })).statusCode).toBe(400);
    }
    const stage: ApplicationStatus | undefined = await statusOf(owner, target.id).then(
      (s) => s as ApplicationStatus | undefined,
    );
    expect(stage).toBe('Pending');
  });
});
