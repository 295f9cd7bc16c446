import { SiteShell } from '../src/pages/site-shell';

const CONFIG = { seeker: '/seeker/remoteEntry.js', recruiter: '/recruiter/remoteEntry.js' };
const SCREENS = JSON.stringify({ screens: [{ path: '/', module: './home' }] });

/** A shell whose files are in memory, counting how often each manifest is read. */
function shellReadingFrom() {
  const reads = new Map<string, number>();
  const shell = new SiteShell(
    async (url) => {
      reads.set(url, (reads.get(url) ?? 0) + 1);
      return url === '/index.html' ? '<html><head></head><body></body></html>' : SCREENS;
    },
    async () => CONFIG,
    Number.POSITIVE_INFINITY,
  );
  return { shell, reads };
}

describe("the site shell's cache of entry sets", () => {
  it('keeps the live sets however many pinned combinations are asked for', async () => {
    const { shell, reads } = shellReadingFrom();
    const stable = { seeker: '/releases/seeker/v1/remoteEntry.js' };
    const canary = { seeker: '/releases/seeker/v2/remoteEntry.js' };
    for (const live of [undefined, stable, canary])
      expect(await shell.isPage('/', live)).toBe(true);
    const readsOfLive = shell.reads;
    expect(readsOfLive).toBe(3);

    // 20 combinations of pins, as anyone cycling `?release=` would ask for them.
    for (let i = 0; i < 20; i += 1) {
      const pinned = {
        seeker: `/releases/seeker/p${i}/remoteEntry.js`,
        recruiter: `/releases/recruiter/r${i % 3}/remoteEntry.js`,
      };
      await shell.isPage('/', pinned, true);
    }
    expect(shell.reads).toBe(readsOfLive + 20);

    // The live pages read nothing again: their sets are still there.
    for (const live of [undefined, stable, canary]) {
      await shell.template(live);
      await shell.firstPaint('/', live);
    }
    expect(shell.reads).toBe(readsOfLive + 20);
    expect(reads.get('/releases/seeker/v1/exposed-files.json')).toBe(1);
    expect(reads.get('/releases/seeker/v2/exposed-files.json')).toBe(1);

    // A pin of the live versions shares their set; the latest pinned ones stay cached.
    await shell.isPage('/', stable, true);
    await shell.isPage(
      '/',
      {
        seeker: '/releases/seeker/p19/remoteEntry.js',
        recruiter: '/releases/recruiter/r1/remoteEntry.js',
      },
      true,
    );
    expect(shell.reads).toBe(readsOfLive + 20);
  });
});
