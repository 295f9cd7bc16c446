import { act, render, screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { homeJobListParams, parseJobSearch } from 'shared-api/jobs/home-search';
import { useJobs } from 'shared-api/jobs/list-jobs';
import { createAppQueryClient } from 'shared-api/query-client';
import { registerAppRemotes } from '../federation/remote-modules';
import { App } from '../app/app';
import { fakeServer, routes, testScreens } from '../test/render-app';
import { preloadScreen } from './preload-screen';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

/** Stands in for the seeker's home page, asking for its jobs as that page does. */
function Home() {
  const [params] = useSearchParams();
  const jobs = useJobs(homeJobListParams(parseJobSearch(params)));
  return <p>{jobs.data ? `${jobs.data.total ?? 0} jobs found` : 'Loading jobs'}</p>;
}

describe('preloadScreen', () => {
  beforeEach(() => {
    registerAppRemotes({
      seeker: '/seeker/remoteEntry.js',
      recruiter: '/recruiter/remoteEntry.js',
    });
  });

  it('asks for the home page and its jobs before the first render; the page takes those jobs', async () => {
    const calls = fakeServer(
      routes({
        'GET /api/jobs': () => ({
          data: { success: true, jobs: [], total: 42, page: 2, pageSize: 6 },
        }),
      }),
    );
    let showScreen = () => {};
    runtime.loadRemote.mockImplementation((id) =>
      id.endsWith('/federation-contract')
        ? Promise.resolve({ contract: { version: 2 } })
        : new Promise((resolve) => (showScreen = () => resolve({ default: Home }))),
    );
    window.history.pushState({}, '', '/?title=dev&categories=Programming,Nope&page=2');
    const queryClient = createAppQueryClient();

    // The shell renders before the screen has loaded: boot.tsx waits only so long for it.
    void preloadScreen(window.location, testScreens, queryClient);
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('seeker/home'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/jobs');
    expect(calls[0]?.params).toEqual({
      title: 'dev',
      categories: 'Programming',
      page: '2',
      pageSize: '6',
    });

    await act(async () => {
      render(
        <App config={{ signInMode: 'modal' }} screens={testScreens} queryClient={queryClient} />,
      );
      await Promise.resolve();
    });
    await act(async () => showScreen());
    expect(await screen.findByText('42 jobs found')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/jobs')).toHaveLength(1);
  });

  it('asks for the recruiter’s dashboard on its pages, and for no jobs', async () => {
    const calls = fakeServer(routes({}));
    runtime.loadRemote.mockReset();
    runtime.loadRemote.mockImplementation((id) =>
      Promise.resolve(id.endsWith('/federation-contract') ? { contract: { version: 2 } } : {}),
    );
    await preloadScreen(
      { pathname: '/dashboard/manage-jobs', search: '' },
      testScreens,
      createAppQueryClient(),
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('recruiter/dashboard');
    expect(runtime.loadRemote).not.toHaveBeenCalledWith(expect.stringMatching(/^seeker\//));
    expect(calls).toEqual([]);
  });

  it('settles once the screen has loaded, and when it fails, without rejecting', async () => {
    fakeServer(routes({}));
    runtime.loadRemote.mockReset();
    let finish = (_module: unknown) => {};
    runtime.loadRemote.mockImplementation((id) =>
      id.endsWith('/federation-contract')
        ? Promise.resolve({ contract: { version: 2 } })
        : new Promise((resolve) => (finish = resolve)),
    );
    const state = { loaded: false };
    void preloadScreen(
      { pathname: '/apply-jobs/7', search: '' },
      testScreens,
      createAppQueryClient(),
    ).then(() => (state.loaded = true));
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('seeker/job-detail'));
    expect(state.loaded).toBe(false);
    finish({ default: Home });
    await waitFor(() => expect(state.loaded).toBe(true));

    runtime.loadRemote.mockImplementation(() => Promise.reject(new Error('remote down')));
    await expect(
      preloadScreen({ pathname: '/applications', search: '' }, testScreens, createAppQueryClient()),
    ).resolves.toBeUndefined();
  });

  it('asks for nothing on a page of the shell’s own', async () => {
    const calls = fakeServer(routes({}));
    runtime.loadRemote.mockReset();
    await expect(
      preloadScreen({ pathname: '/sign-in', search: '' }, testScreens, createAppQueryClient()),
    ).resolves.toBeUndefined();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
