import { databaseKinds } from './helpers/databases';
import {
  cookiesOf,
  liveVersion,
  publishVersion,
  releaseApp,
  releaseCall,
  releaseMapOf,
} from './helpers/releases';
import { SEEKER_SCREENS, SHELL_INDEX } from './helpers/web-apps';
import { withReleaseMap } from '../src/releases/page-cookies';

describe.each(databaseKinds)('the release map in pages, on %s', (kind) => {
  const ctx = releaseApp(kind);
  const page = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('is absent, with no cookie, while no version is registered', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(releaseMapOf(res.body)).toBeUndefined();
    expect(res.body).not.toContain('release-map');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    // An override of a version nobody registered changes nothing either.
    const asked = await page('/?release=seeker@v1');
    expect(releaseMapOf(asked.body)).toBeUndefined();
    expect(asked.headers['set-cookie']).toBeUndefined();
  });

  it('lists the stable version before any script, with a bucket cookie, private and varying by cookie', async () => {
    const entry = await liveVersion(ctx.app, ctx.dir, 'seeker', 'v1');
    // The next page load has it, with no wait.
    const res = await page('/');
    expect(releaseMapOf(res.body)).toEqual({
      remotes: { seeker: { version: 'v1', entry, token: expect.any(String) as string } },
      overrides: [],
    });
    expect(res.body.indexOf('id="release-map"')).toBeLessThan(
      res.body.indexOf('<script type="module"'),
    );
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
    const setCookie = res.headers['set-cookie'];
    const line = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((l) =>
      l.startsWith('release_bucket='),
    );
    expect(line).toMatch(
      /^release_bucket=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    // A browser that has a bucket is not given another.
    const again = await page('/', 'release_bucket=42');
    expect(again.headers['set-cookie']).toBeUndefined();
    // Every page the API renders carries it: a job's missing page, another app page.
    for (const url of [
      '/apply-jobs/00000000-0000-4000-8000-000000000000',
      '/saved-jobs',
      '/nowhere',
    ]) {
      expect({ url, map: releaseMapOf((await page(url, 'release_bucket=42')).body) }).toEqual({
        url,
        map: {
          remotes: { seeker: { version: 'v1', entry, token: expect.any(String) as string } },
          overrides: [],
        },
      });
    }
  });

  it('keeps each browser on its version, and splits fresh browsers by a 50% canary', async () => {
    const canaryEntry = await liveVersion(ctx.app, ctx.dir, 'seeker', 'v2', 50);
    const seen = new Map<string, number>();
    for (let i = 0; i < 60; i += 1) {
      const first = await page('/');
      const bucket = cookiesOf(first.headers['set-cookie']).get('release_bucket');
      expect(bucket).toMatch(/^\d{1,2}$/);
      const version = releaseMapOf(first.body)?.remotes.seeker?.version ?? 'none';
      expect(version).toBe(Number(bucket) < 50 ? 'v2' : 'v1');
      seen.set(version, (seen.get(version) ?? 0) + 1);
      const reload = await page('/', `release_bucket=${bucket}`);
      expect(releaseMapOf(reload.body)?.remotes.seeker?.version).toBe(version);
    }
    // 60 fresh browsers all on one side of a fair split: about 1 in 10^17.
    expect([...seen.keys()].sort()).toEqual(['v1', 'v2']);
    expect(releaseMapOf((await page('/', 'release_bucket=49')).body)?.remotes.seeker?.entry).toBe(
      canaryEntry,
    );
    expect(releaseMapOf((await page('/', 'release_bucket=50')).body)?.remotes.seeker?.version).toBe(
      'v1',
    );
    // A malformed bucket is replaced.
    const bad = await page('/', 'release_bucket=999');
    expect(cookiesOf(bad.headers['set-cookie']).get('release_bucket')).toMatch(/^\d{1,2}$/);
  });

  it('pins a registered version by ?release=, until @live; an unknown one is ignored', async () => {
    const outside = 'release_bucket=99'; // never on the canary
    const pinned = await page('/?release=seeker@v2', outside);
    expect(releaseMapOf(pinned.body)).toEqual({
      remotes: {
        seeker: {
          version: 'v2',
          entry: '/releases/seeker/v2/remoteEntry.js',
          token: expect.any(String) as string,
        },
      },
      overrides: ['seeker@v2'],
    });
    const cookie = cookiesOf(pinned.headers['set-cookie']).get('release_override');
    expect(cookie).toBe('seeker@v2');
    // For the browser session only: no Max-Age, so it goes when the browser closes.
    expect(String(pinned.headers['set-cookie'])).toMatch(
      /release_override=seeker%40v2; Path=\/; SameSite=Lax; HttpOnly(,|$)/,
    );
    // The pin holds on the next loads, whatever the page.
    const next = await page('/saved-jobs', `${outside}; release_override=${cookie}`);
    expect(releaseMapOf(next.body)?.overrides).toEqual(['seeker@v2']);
    expect(releaseMapOf(next.body)?.remotes.seeker?.version).toBe('v2');
    expect(next.headers['set-cookie']).toBeUndefined();

    // A version nobody registered, a remote that does not exist: ignored.
    const unknown = await page('/?release=seeker@v404&release=shell@v1', outside);
    expect(releaseMapOf(unknown.body)).toEqual({
      remotes: {
        seeker: {
          version: 'v1',
          entry: '/releases/seeker/v1/remoteEntry.js',
          token: expect.any(String) as string,
        },
      },
      overrides: [],
    });
    expect(unknown.headers['set-cookie']).toBeUndefined();

    // @live clears it: the cookie goes, the browser is back on its own version.
    const cleared = await page('/?release=seeker@live', `${outside}; release_override=seeker@v2`);
    expect(releaseMapOf(cleared.body)?.overrides).toEqual([]);
    expect(releaseMapOf(cleared.body)?.remotes.seeker?.version).toBe('v1');
    const setCookie = cleared.headers['set-cookie'];
    expect(String(setCookie)).toMatch(/release_override=; Max-Age=0/);
    // A pin of a remote with nothing live still lists it.
    const recruiterEntry = publishVersion(ctx.dir, 'recruiter', 'r1', [
      { path: '/dashboard/*', module: './dashboard' },
    ]);
    await releaseCall(ctx.app, '/api/releases', {
      remote: 'recruiter',
      version: 'r1',
      entry: recruiterEntry,
    });
    const both = await page('/?release=recruiter@r1,seeker@v2', outside);
    expect(releaseMapOf(both.body)?.overrides.sort()).toEqual(['recruiter@r1', 'seeker@v2']);
    expect(releaseMapOf(both.body)?.remotes.recruiter).toEqual({
      version: 'r1',
      entry: recruiterEntry,
      token: expect.any(String) as string,
    });
  });

  it("knows a version's own pages: a screen only the pinned version has is a page there alone", async () => {
    const entry = publishVersion(ctx.dir, 'seeker', 'v3', [
      ...SEEKER_SCREENS,
      { path: '/career-tips', module: './tips' },
    ]);
    await releaseCall(ctx.app, '/api/releases', { remote: 'seeker', version: 'v3', entry });
    expect((await page('/career-tips', 'release_bucket=99')).statusCode).toBe(404);
    const pinned = await page('/career-tips?release=seeker@v3', 'release_bucket=99');
    expect(pinned.statusCode).toBe(200);
    expect(releaseMapOf(pinned.body)?.remotes.seeker?.version).toBe('v3');
  });

  it('drops a rolled-back canary from the next page at once', async () => {
    expect(
      (await releaseCall(ctx.app, '/api/releases/rollback', { remote: 'seeker' })).statusCode,
    ).toBe(200);
    const res = await page('/', 'release_bucket=0');
    expect(releaseMapOf(res.body)?.remotes.seeker?.version).toBe('v1');
  });

  it('refuses to pin a version rolled back by hand, a canary dropped or a stable replaced', async () => {
    const refused = async (version: string) => {
      // A link asking for it is ignored; a cookie naming it is cleared.
      const asked = await page(`/?release=seeker@${version}`, 'release_bucket=99');
      expect(releaseMapOf(asked.body)).toMatchObject({
        remotes: { seeker: { version: 'v1' } },
        overrides: [],
      });
      expect(asked.headers['set-cookie']).toBeUndefined();
      const kept = await page('/', `release_bucket=99; release_override=seeker@${version}`);
      expect(releaseMapOf(kept.body)?.remotes.seeker?.version).toBe('v1');
      expect(String(kept.headers['set-cookie'])).toMatch(/release_override=; Max-Age=0/);
    };
    // v2, the canary the test above dropped.
    await refused('v2');
    // v3 made stable, then replaced by v1 again.
    await releaseCall(ctx.app, '/api/releases/promote', { remote: 'seeker', version: 'v3' });
    expect(releaseMapOf((await page('/', 'release_bucket=0')).body)?.remotes.seeker?.version).toBe(
      'v3',
    );
    await releaseCall(ctx.app, '/api/releases/rollback', { remote: 'seeker' });
    await refused('v3');
    // Promoted again, it is pinnable again.
    await releaseCall(ctx.app, '/api/releases/promote', {
      remote: 'seeker',
      version: 'v2',
      canaryPercent: 10,
    });
    const pinned = await page('/?release=seeker@v2', 'release_bucket=99');
    expect(releaseMapOf(pinned.body)?.overrides).toEqual(['seeker@v2']);
  });
});

describe('the release map in the HTML', () => {
  it('goes before the first script of the head, its JSON unable to end the element', () => {
    const html = withReleaseMap(SHELL_INDEX, {
      remotes: {
        seeker: { version: 'v1', entry: 'https://cdn.example/</script><script>alert(1)</script>' },
      },
      overrides: [],
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.indexOf('id="release-map"')).toBeLessThan(html.indexOf('/assets/index.js'));
    expect(releaseMapOf(html)?.remotes.seeker?.entry).toBe(
      'https://cdn.example/</script><script>alert(1)</script>',
    );
    // Nothing to say: no element at all.
    expect(withReleaseMap(SHELL_INDEX, { remotes: {}, overrides: [] })).toBe(SHELL_INDEX);
  });
});
