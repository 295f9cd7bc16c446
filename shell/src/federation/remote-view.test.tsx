import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/runtime', () => runtime);

const { loadRemoteModule, registerAppRemotes } = await import('./remote-modules');
const { RemoteView } = await import('./remote-view');
const { takeErrors } = await import('./telemetry/collector');

const Home = () => <h1>Seeker home</h1>;

/** The remote answers its declared contract, then whatever `screen` says for the screen. */
function remoteAnswers(screenModule: (id: string) => Promise<unknown>, version: unknown = 1) {
  runtime.loadRemote.mockImplementation((id: string) =>
    id.endsWith('/federation-contract')
      ? Promise.resolve({ contract: { version } })
      : screenModule(id),
  );
}

// The view shows the screen when its load settles; inside act() that happens at once.
const renderAsync = async (ui: ReactElement) => {
  await act(async () => {
    render(ui);
    await Promise.resolve();
  });
};

describe('RemoteView', () => {
  beforeAll(() => {
    registerAppRemotes({
      seeker: 'http://remotes.test/seeker/remoteEntry.js',
      recruiter: '/recruiter/remoteEntry.js',
    });
  });
  beforeEach(() => {
    runtime.loadRemote.mockReset();
  });

  it('shows a loading view, then the remote screen', async () => {
    let resolve: (value: unknown) => void = () => {};
    remoteAnswers(() => new Promise((r) => (resolve = r)));
    await renderAsync(
      <MemoryRouter>
        <RemoteView remote="seeker" module="./home" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Loading the job seeker app' })).toBeInTheDocument();
    await act(async () => resolve({ default: Home }));
    expect(await screen.findByRole('heading', { name: 'Seeker home' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('seeker/federation-contract');
    expect(runtime.loadRemote).toHaveBeenCalledWith('seeker/home');
  });

  it('keeps a failed remote in its area and loads it from a fresh entry URL on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch remoteEntry.js'));
    await renderAsync(
      <MemoryRouter>
        <p>Navbar</p>
        <RemoteView remote="recruiter" module="./dashboard" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recruiter app is not available right now.',
    );
    expect(screen.getByText('Navbar')).toBeInTheDocument();

    remoteAnswers(async () => ({ default: () => <h1>Dashboard</h1> }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [
        {
          name: 'recruiter',
          entry: 'http://localhost:3000/recruiter/remoteEntry.js?attempt=1',
          type: 'module',
        },
      ],
      { force: true },
    );
  });

  it("counts a screen that throws against its remote's telemetry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught: { remote?: string; error: unknown }[] = [];
    takeErrors((error) => caught.push(error));
    const failure = new TypeError('jobs is undefined');
    remoteAnswers(async () => ({
      default: () => {
        throw failure;
      },
    }));
    await renderAsync(
      <MemoryRouter>
        <RemoteView remote="seeker" module="./saved-jobs" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The job seeker app is not available right now.',
    );
    // Kept since the page started: the earlier tests' failed loads come first.
    expect(caught.at(-1)).toEqual({ remote: 'seeker', error: failure });
    expect(caught.filter((c) => c.error === failure)).toHaveLength(1);
    takeErrors(null);
  });

  it('does not mount a remote built for a contract this shell cannot serve', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    remoteAnswers(async () => ({ default: Home }), 3);
    await renderAsync(
      <MemoryRouter>
        <p>Navbar</p>
        <RemoteView remote="seeker" module="./job-detail" />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job seeker app cannot run in this version of the site.');
    expect(alert).toHaveTextContent('It declares contract version 3; this site runs 1, 2.');
    expect(screen.getByText('Navbar')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seeker home' })).not.toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('seeker/job-detail');
  });

  it('shows a screen whose load finished before the first render at once, with no loading view', async () => {
    remoteAnswers(async () => ({ default: () => <h1>My applications</h1> }));
    // As boot.tsx does for the page being opened, before React renders.
    await loadRemoteModule('seeker', './applications');
    render(
      <MemoryRouter>
        <RemoteView remote="seeker" module="./applications" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
