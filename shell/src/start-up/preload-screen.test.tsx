import { waitFor } from '@testing-library/react';
import { registerAppRemotes } from '../federation/remote-modules';
import { fakeServer, routes, testScreens } from '../test/render-app';
import { preloadScreen } from './preload-screen';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const Screen = () => null;

describe('preloadScreen', () => {
  beforeEach(() => {
    registerAppRemotes({
      seeker: '/seeker/remoteEntry.js',
      recruiter: '/recruiter/remoteEntry.js',
    });
    runtime.loadRemote.mockReset();
    runtime.loadRemote.mockImplementation((id) =>
      Promise.resolve(
        id.endsWith('/federation-contract') ? { contract: { version: 2 } } : { default: Screen },
      ),
    );
  });

  it.each([
    ['/?title=dev&categories=Programming&page=2', 'seeker/home'],
    ['/dashboard/manage-jobs', 'recruiter/dashboard'],
  ])(
    'starts the screen of %s and nothing else: what it shows first comes with the page',
    async (url, module) => {
      const calls = fakeServer(routes({}));
      await preloadScreen(new URL(url, 'http://site.test').pathname, testScreens);
      expect(runtime.loadRemote).toHaveBeenCalledWith(module);
      const screens = runtime.loadRemote.mock.calls
        .map(([id]) => id)
        .filter((id) => !id.endsWith('/federation-contract'));
      expect(screens).toEqual([module]);
      expect(calls).toEqual([]);
    },
  );

  it('settles once the screen has loaded, and when it fails, without rejecting', async () => {
    fakeServer(routes({}));
    let finish = (_module: unknown) => {};
    runtime.loadRemote.mockImplementation((id) =>
      id.endsWith('/federation-contract')
        ? Promise.resolve({ contract: { version: 2 } })
        : new Promise((resolve) => (finish = resolve)),
    );
    const state = { loaded: false };
    void preloadScreen('/apply-jobs/7', testScreens).then(() => (state.loaded = true));
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('seeker/job-detail'));
    expect(state.loaded).toBe(false);
    finish({ default: Screen });
    await waitFor(() => expect(state.loaded).toBe(true));

    runtime.loadRemote.mockImplementation(() => Promise.reject(new Error('remote down')));
    await expect(preloadScreen('/applications', testScreens)).resolves.toBeUndefined();
  });

  it('asks for nothing on a page of the shell’s own', async () => {
    const calls = fakeServer(routes({}));
    await expect(preloadScreen('/sign-in', testScreens)).resolves.toBeUndefined();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
