import { JOB_ALERTS_PER_USER } from 'shared-api/contract';
import { jobAlerts } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createUser } from './helpers/factories';
import { alertsOf, bearer, saveAlert } from './helpers/job-alerts';

describe.each(databaseKinds)('job alerts: saving, listing, deleting, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(jobAlerts);
  });

  const call = async (method: 'POST' | 'DELETE', url: string, userId: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: await bearer(ctx.app, userId),
      ...(payload ? { payload } : {}),
    });

  it('saves the search, lists it, and takes the same search again as the same alert', async () => {
    const user = await createUser(ctx.database.db);
    const res = await call('POST', '/api/users/alerts', user.id, {
      title: '  React ',
      location: 'Bangalore',
      categories: ['Design', 'Programming', 'Design'],
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json<{ success: boolean; message: string; alert: { _id: string } }>();
    expect(saved).toMatchObject({
      success: true,
      message:
        'Job alert saved: we will email you new jobs for React (Programming or Design) in Bangalore',
      alert: { title: 'React', location: 'Bangalore', categories: ['Programming', 'Design'] },
    });
    const [listed, ...others] = await alertsOf(ctx.app, user.id);
    expect(others).toEqual([]);
    expect(listed).toEqual({
      _id: saved.alert._id,
      title: 'React',
      location: 'Bangalore',
      categories: ['Programming', 'Design'],
      locations: [],
      createdAt: expect.any(Number) as number,
    });

    // Another case, another order: the same search.
    const again = await call('POST', '/api/users/alerts', user.id, {
      title: 'react',
      location: 'BANGALORE',
      categories: ['Programming', 'Design'],
      locations: [],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'You already have this job alert',
      alert: { _id: saved.alert._id },
    });
    expect(await alertsOf(ctx.app, user.id)).toHaveLength(1);
  });

  it('refuses what the job search refuses, with a 400 in the usual shape', async () => {
    const user = await createUser(ctx.database.db);
    for (const payload of [
      { categories: ['Cooking'] },
      { locations: ['Paris'] },
      { title: 'x'.repeat(201) },
      { categories: 'Programming' },
    ]) {
      const res = await call('POST', '/api/users/alerts', user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) as string });
    }
    const bad = await call('DELETE', '/api/users/alerts/not-an-id', user.id);
    expect(bad.statusCode).toBe(400);
    expect(await alertsOf(ctx.app, user.id)).toEqual([]);
  });

  it('needs a token, and shows and deletes only one’s own alerts', async () => {
    const db = ctx.database.db;
    const [owner, other] = [await createUser(db), await createUser(db)];
    const alert = await saveAlert(ctx.app, owner.id, { title: 'Kotlin' });
    await saveAlert(ctx.app, other.id, { title: 'Swift' });

    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/users/alerts', payload: {} });
      expect(res.statusCode).toBe(401);
    }
    expect((await alertsOf(ctx.app, other.id)).map((a) => a.title)).toEqual(['Swift']);

    const theirs = await call('DELETE', `/api/users/alerts/${alert._id}`, other.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Job alert not found' });
    expect(await alertsOf(ctx.app, owner.id)).toHaveLength(1);

    const own = await call('DELETE', `/api/users/alerts/${alert._id}`, owner.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Job alert deleted' });
    expect(await alertsOf(ctx.app, owner.id)).toEqual([]);
    expect((await call('DELETE', `/api/users/alerts/${alert._id}`, owner.id)).statusCode).toBe(404);
  });

  it(`keeps at most ${JOB_ALERTS_PER_USER} alerts per person: 409 past that`, async () => {
    const user = await createUser(ctx.database.db);
    // At once: the locked user row keeps the count exact however the saves interleave.
    const all = await Promise.all(
      Array.from({ length: JOB_ALERTS_PER_USER + 3 }, (_, n) =>
        call('POST', '/api/users/alerts', user.id, { title: `Title ${n}` }),
      ),
    );
    const statuses = all.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(JOB_ALERTS_PER_USER);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect(all.find((res) => res.statusCode === 409)?.json()).toEqual({
      success: false,
      message: `You have ${JOB_ALERTS_PER_USER} job alerts, the most you can keep: delete one on Applied Jobs to save another.`,
    });
    expect(await alertsOf(ctx.app, user.id)).toHaveLength(JOB_ALERTS_PER_USER);
    // The same search as one kept is still the same alert, not a 409. Which saves won the race
    // is up to the scheduler, so repeat one that did.
    const kept = all.findIndex((res) => res.statusCode === 201);
    const same = await call('POST', '/api/users/alerts', user.id, { title: `Title ${kept}` });
    expect(same.statusCode).toBe(200);
  });

  it('saves the same search once when it is sent twice at the same moment', async () => {
    const user = await createUser(ctx.database.db);
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/users/alerts', user.id, { location: 'Chennai' })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(await alertsOf(ctx.app, user.id)).toHaveLength(1);
  });

  it('refuses, with a clear 409, a person whose account has no email address', async () => {
    const user = await createUser(ctx.database.db, { email: null });
    const res = await call('POST', '/api/users/alerts', user.id, { title: 'Go' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message:
        'Your account has no email address, so job alerts cannot be sent to you. Add one to your account first.',
    });
    expect(await alertsOf(ctx.app, user.id)).toEqual([]);
  });
});
