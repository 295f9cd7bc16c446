import { and, eq } from 'drizzle-orm';
import { applications } from '../src/platform/schema';
import { publishLive, userAudience } from '../src/live/publish';
import { createTwoProcesses } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createUser, userToken } from './helpers/factories';
import {
  applicant,
  closeSpareConnections,
  isReady,
  liveApp,
  move,
  origin,
  statusOf,
} from './helpers/live';
import { openSse } from './helpers/sse';
import { lacks } from './helpers/test-env';

describe.each(databaseKinds)('live events (server-sent events) on %s', (kind) => {
  const live = liveApp(kind);
  it('needs the token of the account whose events it streams', async () => {
    const { recruiter, seeker } = await applicant(live.app);
    for (const [path, headers] of [
      ['/api/users/events', {}],
      ['/api/company/events', {}],
      ['/api/users/events', { authorization: 'Bearer nonsense' }],
      ['/api/users/events', { authorization: `Bearer ${recruiter.token}` }],
      ['/api/company/events', seeker],
    ] as const) {
      const client = await live.stream(path, headers);
      expect(client.response.status).toBe(401);
      expect(await client.response.json()).toMatchObject({ success: false });
    }
  });

  it("sends a seeker a recruiter's move at once, uncompressed, and the company a new applicant", async () => {
    const { application, recruiter, seeker, job, company } = await applicant(live.app);
    const mine = await live.stream('/api/users/events', {
      ...seeker,
      'accept-encoding': 'gzip, br',
    });
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(mine.response.headers.get('content-encoding')).toBeNull();
    expect(mine.response.headers.get('cache-control')).toBe('no-store');
    await mine.next(isReady);

    expect((await move(live.app, recruiter.token, application.id, 'Shortlisted')).statusCode).toBe(
      200,
    );
    const event = await mine.next(statusOf(application.id));
    expect(event.data).toEqual({ applicationId: application.id, status: 'Shortlisted' });
    expect(Number(event.id)).toBeGreaterThan(0);

    const theirs = await live.stream('/api/company/events', recruiter);
    await theirs.next(isReady);
    const other = await createUser(live.app.db, { resumeKey: 'resumes/o.pdf' });
    const applied = await live.app.inject({
      method: 'POST',
      url: '/api/users/apply',
      headers: { authorization: `Bearer ${await userToken(live.app, other.id)}` },
      payload: { jobId: job.id },
    });
    expect(applied.statusCode).toBe(200);
    const arrived = await theirs.next((e) => e.event === 'new-application');
    const [row] = await live.app.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, other.id), eq(applications.companyId, company.id)));
    expect(arrived.data).toEqual({ applicationId: row!.id, jobId: job.id });
  });

  it('replays what was missed after Last-Event-ID, then goes on live', async () => {
    const { application, recruiter, seeker } = await applicant(live.app);
    const first = await live.stream('/api/users/events', seeker);
    const since = (await first.next(isReady)).id!;
    first.close();
    await move(live.app, recruiter.token, application.id, 'Shortlisted');
    await move(live.app, recruiter.token, application.id, 'Interviewing');

    const again = await live.stream('/api/users/events', { ...seeker, 'last-event-id': since });
    const ready = await again.next(isReady);
    const statuses = again.events
      .filter((e) => e.event === 'application-status')
      .map((e) => (e.data as { status: string }).status);
    expect(statuses).toEqual(['Shortlisted', 'Interviewing']);
    expect(Number(ready.id)).toBeGreaterThanOrEqual(Number(again.events[1]!.id));

    const shortlistedId = again.events[0]!.id!;
    const last = await live.stream('/api/users/events', {
      ...seeker,
      'last-event-id': shortlistedId,
    });
    await last.next(isReady);
    expect(last.events.map((e) => e.event)).toEqual(['application-status', 'ready']);
    await move(live.app, recruiter.token, application.id, 'Accepted');
    expect(
      (await last.next((e) => (e.data as { status?: string }).status === 'Accepted')).event,
    ).toBe('application-status');
  });

  it("gives a stream nothing of another person's applications", async () => {
    const a = await applicant(live.app);
    const b = await applicant(live.app);
    const streamA = await live.stream('/api/users/events', a.seeker);
    const streamB = await live.stream('/api/users/events', b.seeker);
    await Promise.all([streamA.next(isReady), streamB.next(isReady)]);
    await move(live.app, b.recruiter.token, b.application.id, 'Rejected');
    await streamB.next(statusOf(b.application.id));
    // A's own event comes after B's was published: had B's reached A, it would be there first.
    await move(live.app, a.recruiter.token, a.application.id, 'Accepted');
    await streamA.next(statusOf(a.application.id));
    expect(streamA.events.map((e) => e.event)).toEqual(['ready', 'application-status']);
  });

  it('publishes nothing from a write that rolls back', async () => {
    const { user, seeker } = await applicant(live.app);
    const client = await live.stream('/api/users/events', seeker);
    await client.next(isReady);
    const data = { applicationId: 'rolled-back', status: 'Accepted' } as const;
    await expect(
      live.app.db.transaction(async (tx) => {
        await publishLive(tx, userAudience(user.id), 'application-status', data);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const kept = { applicationId: 'committed', status: 'Accepted' } as const;
    await live.app.db.transaction((tx) =>
      publishLive(tx, userAudience(user.id), 'application-status', kept),
    );
    await client.next((e) => (e.data as { applicationId?: string }).applicationId === 'committed');
    expect(client.events.map((e) => e.data)).toEqual([{}, kept]);
  });
});

describe
  .skipIf(lacks('live events across two server processes', 'postgres'))
  .each(['postgres' as const])('live events across two processes on %s', () => {
  it('reaches a stream in one process from a write made in the other', async () => {
    const { first, second, close } = await createTwoProcesses();
    try {
      const { application, recruiter, seeker } = await applicant(first.app);
      const client = await openSse(`${await origin(second)}/api/users/events`, seeker);
      await client.next(isReady);
      const moved = await move(first.app, recruiter.token, application.id, 'Shortlisted');
      expect(moved.statusCode).toBe(200);
      const event = await client.next(statusOf(application.id));
      expect(event.data).toEqual({ applicationId: application.id, status: 'Shortlisted' });
      client.close();
    } finally {
      closeSpareConnections(second);
      await close();
    }
  });
});
