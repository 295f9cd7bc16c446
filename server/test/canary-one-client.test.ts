import { and, eq } from 'drizzle-orm';
import { releaseClients, releaseStats } from '../src/platform/schema';
import { databaseKinds } from './helpers/databases';
import { liveVersion, releaseApp, releaseCall, reportErrors, servePages } from './helpers/releases';

interface Listed {
  remotes: { remote: string; canary: { version: string; percent: number } | null }[];
}

/**
 * Decision 45: "beacons alone could force a rollback", so errors count only with a served
 * page's token. But a page is anyone's to ask for, as often as they like, with the canary's
 * bucket in their own cookie: one client alone must not be able to take a canary down.
 */
describe.each(databaseKinds)('a canary and one hostile client, on %s', (kind) => {
  const ctx = releaseApp(kind);

  it('is not rolled back by the pages and errors of a single address', async () => {
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v1');
    // The stable version's real traffic: 200 pages, 2 with an error (1%).
    const stable = await servePages(ctx.app, 99, 200);
    await reportErrors(ctx.app, stable.slice(0, 2));
    await liveVersion(ctx.app, ctx.dir, 'seeker', 'v2', 5);

    // One script from one address: the canary's bucket in its cookie, an error per page.
    const forced = await servePages(ctx.app, 0, 50);
    expect(forced.every((page) => page.version === 'v2')).toBe(true);
    await reportErrors(ctx.app, forced);

    const listed = (await releaseCall(ctx.app, '/api/releases')).json<Listed>();
    const seeker = listed.remotes.find((remote) => remote.remote === 'seeker');
    expect(seeker?.canary).toEqual({ version: 'v2', percent: 5 });
  });

  it('counts an address once per version, an IPv6 client by its /64, and stores only a hash', async () => {
    const v2 = and(eq(releaseStats.remote, 'seeker'), eq(releaseStats.version, 'v2'));
    const clientLoads = async () =>
      (await ctx.app.db.select().from(releaseStats).where(v2))[0]?.clientLoads;
    // The script above: 50 pages, one address.
    expect(await clientLoads()).toBe(1);
    for (const remoteAddress of ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:3::1'])
      await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: 'release_bucket=0' },
        remoteAddress,
      });
    await ctx.app.releases.flushTelemetry();
    expect(await clientLoads()).toBe(3);
    const kept = await ctx.app.db.select().from(releaseClients);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.client).toMatch(/^[\w-]{22}$/);
  });
});
