import type { ActivityEntry, Note } from 'shared-api/contract';
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

describe.each(databaseKinds)('who did what, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  async function company(name: string) {
    const row = await createCompany(ctx.database.db, { name });
    const token = await companyToken(ctx.app, row.id);
    const job = await createJob(ctx.database.db, row.id);
    return { id: row.id, name, token, job, call: companyCall(ctx.app, token) };
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
  const get = (token: string, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { token } });
  const trail = async (token: string, query: string) => {
    const res = await get(token, `/api/company/activity?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ activity: ActivityEntry[] }>().activity;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('records each status change, bulk move and note with who did it, newest first', async () => {
    const owner = await company('Orbit Labs');
    const first = await application(owner);
    const second = await application(owner);
    const by = { _id: owner.id, name: 'Orbit Labs' };

    expect(
      (await owner.call('change-status', { id: first.id, status: 'Shortlisted' })).statusCode,
    ).toBe(200);
    await pause();
    expect(
      (await owner.call('add-note', { applicationId: first.id, text: 'Strong portfolio' }))
        .statusCode,
    ).toBe(200);
    await pause();
    const bulk = await owner.call('bulk-change-status', {
      ids: [first.id, second.id],
      status: 'Interviewing',
    });
    expect(bulk.statusCode).toBe(200);

    const entries = await trail(owner.token, `applicationId=${first.id}`);
    expect(entries.map(({ at: _at, ...entry }) => entry)).toEqual([
      { by, action: 'bulk-status', from: 'Shortlisted', to: 'Interviewing' },
      { by, action: 'note' },
      { by, action: 'status', from: 'Pending', to: 'Shortlisted' },
    ]);
    expect(entries.every((entry) => typeof entry.at === 'number')).toBe(true);
    expect(await trail(owner.token, `applicationId=${second.id}`)).toMatchObject([
      { by, action: 'bulk-status', from: 'Pending', to: 'Interviewing' },
    ]);
    // The job's trail holds its applications' entries too.
    expect(await trail(owner.token, `jobId=${owner.job.id}`)).toHaveLength(4);

    const notes = await get(owner.token, `/api/company/notes?applicationId=${first.id}`);
    expect(notes.json<{ notes: Note[] }>().notes).toMatchObject([{ text: 'Strong portfolio', by }]);
  });

  it('records job edits, closing, reopening, visibility and copies on the job', async () => {
    const owner = await company('Harbor Co');
    const id = owner.job.id;
    const steps: [string, object][] = [
      ['edit-job', { id, title: 'Staff Engineer' }],
      ['close-job', { id }],
      ['reopen-job', { id }],
      ['change-visibility', { id }],
    ];
    for (const [url, payload] of steps) {
      const res = await owner.call(url, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      await pause();
    }
    const entries = await trail(owner.token, `jobId=${id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'change-visibility',
      'reopen-job',
      'close-job',
      'edit-job',
    ]);
    expect(entries[0]).toMatchObject({ to: 'hidden', by: { _id: owner.id, name: 'Harbor Co' } });

    const copy = await owner.call('duplicate-job', { id });
    const copyId = copy.json<{ job: { _id: string } }>().job._id;
    expect(await trail(owner.token, `jobId=${copyId}`)).toMatchObject([
      { action: 'duplicate-job' },
    ]);
    // A refused write records nothing.
    expect((await owner.call('close-job', { id: copyId })).statusCode).toBe(200);
    expect((await owner.call('close-job', { id: copyId })).statusCode).toBe(409);
    expect((await trail(owner.token, `jobId=${copyId}`)).map((e) => e.action)).toEqual([
      'close-job',
      'duplicate-job',
    ]);
  });

  it("refuses another company's trail, and a query without exactly one subject", async () => {
    const owner = await company('Owner Inc');
    const other = await company('Other Inc');
    const app = await application(owner);
    // Another company's application or job answers as a missing one (decision 0004).
    expect(
      (await get(other.token, `/api/company/activity?applicationId=${app.id}`)).statusCode,
    ).toBe(404);
    expect((await get(other.token, `/api/company/activity?jobId=${owner.job.id}`)).statusCode).toBe(
      404,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await get(owner.token, `/api/company/activity?applicationId=${missing}`)).statusCode,
    ).toBe(404);
    expect((await get(owner.token, `/api/company/activity?jobId=${missing}`)).statusCode).toBe(404);
    const neither = await get(owner.token, '/api/company/activity');
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ success: false });
    const both = await get(
      owner.token,
      `/api/company/activity?applicationId=${app.id}&jobId=${owner.job.id}`,
    );
    expect(both.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/company/activity?jobId=${owner.job.id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('skips the applications that cannot move when asked, and names why', async () => {
    const owner = await company('Skip Ltd');
    const other = await company('Elsewhere Ltd');
    const pending = await application(owner);
    const withdrawn = await application(owner, 'Withdrawn');
    const already = await application(owner, 'Rejected');
    const shortlisted = await application(owner, 'Shortlisted');
    const foreign = await application(other);
    const ids = [pending.id, withdrawn.id, already.id, shortlisted.id, foreign.id];

    // Without the flag: nothing moves, as before.
    const refused = await owner.call('bulk-change-status', { ids, status: 'Rejected' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(withdrawn.id);
    expect(await trail(owner.token, `applicationId=${pending.id}`)).toEqual([]);

    const res = await owner.call('bulk-change-status', {
      ids,
      status: 'Rejected',
      skipIneligible: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; skipped: { id: string; reason: string }[] }>();
    expect(body.message).toBe('2 applications rejected; 3 skipped');
    expect(body.skipped).toEqual([
      {
        id: withdrawn.id,
        reason: 'This application is already Withdrawn: it cannot change any more',
      },
      { id: already.id, reason: 'This application is already Rejected: it cannot change any more' },
      // Another company's reads as a missing one: the reason must not say it exists.
      { id: foreign.id, reason: 'Application not found' },
    ]);
    expect(await trail(owner.token, `applicationId=${shortlisted.id}`)).toMatchObject([
      { action: 'bulk-status', from: 'Shortlisted', to: 'Rejected' },
    ]);
    expect(await trail(other.token, `applicationId=${foreign.id}`)).toEqual([]);

    // Nothing that can move: still an answer, with every one named.
    const none = await owner.call('bulk-change-status', {
      ids: [withdrawn.id],
      status: 'Shortlisted',
      skipIneligible: true,
    });
    expect(none.json()).toMatchObject({ message: '0 applications shortlisted; 1 skipped' });
  });
});
