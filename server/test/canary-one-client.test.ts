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
});
