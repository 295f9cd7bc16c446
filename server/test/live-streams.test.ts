import { lte, sql } from 'drizzle-orm';
import { liveEvents } from '../src/platform/schema';
import { sweepLiveEvents } from '../src/live/live-queries';
import { LIVE_STREAMS_PER_ACCOUNT } from '../src/live/live-routes';
import { publishLive, userAudience } from '../src/live/publish';
import { createTestApp } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { applicant, closeSpareConnections, isReady, liveApp, origin } from './helpers/live';
import { openSse } from './helpers/sse';

describe.each(databaseKinds)('live streams (server-sent events) on %s', (kind) => {
  const live = liveApp(kind);
  it('caps the streams of one account and frees a slot when one closes', async () => {
    const { seeker } = await applicant(live.app);
    const streams = [];
    for (let n = 0; n < LIVE_STREAMS_PER_ACCOUNT; n += 1) {
      const client = await live.stream('/api/users/events', seeker);
      await client.next(isReady);
      streams.push(client);
    }
    const refused = await live.stream('/api/users/events', seeker);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({
      success: false,
      message: 'Too many live updates are open: close another tab and reload.',
    });
    streams[0]!.close();
    await expect
      .poll(async () => (await live.stream('/api/users/events', seeker)).response.status)
      .toBe(200);
  });

  it('asks for a resync when what was missed is no longer kept, and sweeps events after a day', async () => {
    const { user, seeker } = await applicant(live.app);
    const data = { applicationId: 'old', status: 'Accepted' } as const;
    const old = await live.app.db.transaction((tx) =>
      publishLive(tx, userAudience(user.id), 'application-status', data),
    );
    await live.app.db.execute(
      sql`update ${liveEvents} set created_at = now() - interval '25 hours' where id <= ${old}`,
    );
    await sweepLiveEvents(live.app.db, 24 * 60 * 60 * 1000);
    const left = await live.app.db.select().from(liveEvents).where(lte(liveEvents.id, old));
    expect(left).toHaveLength(0);
    const client = await live.stream('/api/users/events', { ...seeker, 'last-event-id': '0' });
    await client.next(isReady);
    expect(client.events.map((e) => e.event)).toEqual(['resync', 'ready']);
  });

  it('ends its streams when the server closes, rather than wait for the clients', async () => {
    const own = await createTestApp(kind);
    const url = await origin(own.app);
    const { seeker } = await applicant(own.app);
    const client = await openSse(`${url}/api/users/events`, seeker);
    await client.next(isReady);
    const started = Date.now();
    await own.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is not cut by the send timeout while it is idle', async () => {
    const own = await createTestApp(kind, { sendTimeoutMs: 200 });
    const url = await origin(own.app);
    try {
      const { user, seeker } = await applicant(own.app);
      const client = await openSse(`${url}/api/users/events`, seeker);
      await client.next(isReady);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const data = { applicationId: 'later', status: 'Accepted' } as const;
      await publishLive(own.app.db, userAudience(user.id), 'application-status', data);
      expect((await client.next((e) => e.event === 'application-status')).data).toEqual(data);
      client.close();
    } finally {
      closeSpareConnections(own.app);
      await own.close();
    }
  });
});
