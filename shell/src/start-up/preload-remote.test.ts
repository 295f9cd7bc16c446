const entry = 'http://remotes.test/seeker/remoteEntry.js';
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.href,
  ]);

function answer(status: number, body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('preloadRemote', () => {
  // A fresh module each time: it remembers what it has linked.
  let preloadRemote: typeof import('./preload-remote').preloadRemote;
  beforeEach(async () => {
    vi.resetModules();
    ({ preloadRemote } = await import('./preload-remote'));
  });
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('links the entry and the files the remote lists for the modules, each once', async () => {
    answer(200, {
      './federation-contract': { js: ['assets/runtime.js', 'assets/contract.js'], css: [] },
      './home': {
        js: ['assets/runtime.js', 'assets/home-page.js'],
        css: ['assets/styles.css'],
      },
      './applications': { js: ['assets/applications-page.js'], css: ['assets/styles.css'] },
    });
    await preloadRemote(entry, ['./federation-contract', './home']);

    expect(fetch).toHaveBeenCalledWith(new URL('http://remotes.test/seeker/exposed-files.json'));
    expect(links()).toEqual([
      ['modulepreload', null, entry],
      ['modulepreload', null, 'http://remotes.test/seeker/assets/runtime.js'],
      ['modulepreload', null, 'http://remotes.test/seeker/assets/contract.js'],
      ['modulepreload', null, 'http://remotes.test/seeker/assets/home-page.js'],
      ['preload', 'style', 'http://remotes.test/seeker/assets/styles.css'],
    ]);
  });

  it('links only the entry when the remote lists nothing this code understands', async () => {
    answer(200, { './home': { js: 'assets/home-page.js', css: [7] }, './job-detail': null });
    await preloadRemote(entry, ['./home', './job-detail']);
    expect(links()).toEqual([['modulepreload', null, entry]]);
  });

  it('links only the entry when the remote has no list', async () => {
    answer(404, { message: 'not found' });
    await preloadRemote(entry, ['./home']);
    expect(links()).toEqual([['modulepreload', null, entry]]);
  });
});
