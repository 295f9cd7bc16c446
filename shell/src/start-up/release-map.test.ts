const config = {
  apiBaseUrl: '',
  remotes: { seeker: '/seeker/remoteEntry.js', recruiter: '/recruiter/remoteEntry.js' },
};
const seekerV2 = 'http://localhost:3000/releases/seeker/v2/remoteEntry.js';

function pageWithMap(map: unknown) {
  const tag = document.createElement('script');
  tag.id = 'release-map';
  tag.type = 'application/json';
  tag.textContent = typeof map === 'string' ? map : JSON.stringify(map);
  document.head.append(tag);
}

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Answers config.json, and a manifest listing the home screen for any remote. */
function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    const body = url.endsWith('config.json')
      ? config
      : {
          screens: [{ path: '/', module: './home' }],
          './home': { js: ['assets/home.js'], css: [] },
        };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
}

const fetched = () => vi.mocked(fetch).mock.calls.map(([input]) => urlOf(input));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

describe('the release map in the page', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    document.head.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('reads the remotes it names and the active overrides, and nothing it cannot read', async () => {
    const { parseReleaseMap } = await import('./release-map');
    expect(
      parseReleaseMap(
        JSON.stringify({
          remotes: {
            seeker: { version: 'v2', entry: seekerV2, token: 'page-token' },
            recruiter: { version: 7 },
            other: { version: 'v1', entry: '/x.js' },
          },
          overrides: ['seeker@v2', 3, 'nonsense'],
        }),
      ),
    ).toEqual({
      remotes: { seeker: { version: 'v2', entry: seekerV2, token: 'page-token' } },
      overrides: ['seeker@v2'],
    });
    expect(parseReleaseMap('{"remotes": <')).toEqual({ remotes: {}, overrides: [] });
    expect(parseReleaseMap(null)).toEqual({ remotes: {}, overrides: [] });
  });

  it("gives the runtime config the map's entry for a remote it names, config.json's for the others", async () => {
    serve();
    pageWithMap({ remotes: { seeker: { version: 'v2', entry: seekerV2 } }, overrides: [] });
    const { fetchRuntimeConfig } = await import('./runtime-config');
    const { releasedVersion } = await import('./release-map');
    const loaded = await fetchRuntimeConfig();
    expect(loaded.remotes).toEqual({ seeker: seekerV2, recruiter: '/recruiter/remoteEntry.js' });
    expect(loaded.telemetrySampleRate).toBe(1);
    expect([releasedVersion('seeker'), releasedVersion('recruiter')]).toEqual(['v2', 'config']);
  });

  it('keeps config.json as it is without a map', async () => {
    serve();
    const { fetchRuntimeConfig } = await import('./runtime-config');
    expect((await fetchRuntimeConfig()).remotes).toEqual(config.remotes);
  });

  it("has the early start preload the map's version, with no request for the map", async () => {
    serve();
    pageWithMap({ remotes: { seeker: { version: 'v2', entry: seekerV2 } } });
    await import('./early-start');
    await vi.waitFor(() => expect(preloads()).toContain(seekerV2));
    expect(preloads()).toContain('http://localhost:3000/releases/seeker/v2/assets/home.js');
    expect(fetched()).toEqual([
      '/config.json',
      'http://localhost:3000/releases/seeker/v2/exposed-files.json',
      'http://localhost:3000/recruiter/exposed-files.json',
    ]);
  });
});
