import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job, SavedJob } from 'shared-api/contract';
import { job, page, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import JobDetailPage from './job-detail-page';

const shown = job(1, { title: 'Staff Designer' });
const path = '/apply-jobs/:id';
const url = `/apply-jobs/${shown._id}`;

/**
 * A job seeker's server: the job, More Jobs, and a saved list that save-job and unsave-job
 * change. `slowFirstList`: the first read of the list is answered, as it stood when asked, only
 * once a change has been answered.
 */
function server({ posting = shown, savedBefore = [] as Job[], slowFirstList = false } = {}) {
  const state = {
    saved: savedBefore.map((one): SavedJob => ({ ...one, savedAt: Date.now() })),
  };
  let changed = () => {};
  const firstChange = new Promise<void>((resolve) => (changed = resolve));
  let reads = 0;
  const change = (saved: boolean) => (config: { data?: unknown }) => {
    const { jobId } = JSON.parse(String(config.data)) as { jobId: string };
    state.saved = state.saved.filter((one) => one._id !== jobId);
    if (saved) state.saved.unshift({ ...posting, savedAt: Date.now() });
    setTimeout(changed, 0);
    return {
      data: { success: true, message: saved ? 'Job saved' : 'Job removed from your saved jobs' },
    };
  };
  const list = async () => {
    const asked = state.saved;
    reads += 1;
    if (slowFirstList && reads === 1) await firstChange;
    return { data: { success: true, jobs: asked } };
  };
  const calls = fakeServer(
    routes({
      [`GET /api/jobs/${shown._id}`]: () => ({ data: { success: true, job: posting } }),
      'GET /api/jobs': () => page([job(2)], 1),
      'GET /api/users/user': () => ({ data: { success: true, user: user('resume.pdf') } }),
      'GET /api/users/applications': () => ({ data: { success: true, applications: [] } }),
      'GET /api/users/saved-jobs': list,
      'POST /api/users/save-job': change(true),
      'POST /api/users/unsave-job': change(false),
    }),
  );
  return calls;
}

/**
 * The job's own toggle, showing `shows`: named after the job whether saved or not, so not one of
 * the cards' under More Jobs, and pressed while saved.
 */
const ownToggle = async (shows: 'Save job' | 'Saved') => {
  await screen.findByRole('heading', { level: 1, name: 'Staff Designer' });
  const toggle = await screen.findByRole('button', {
    name: 'Save job to Saved Jobs: Staff Designer',
    pressed: shows === 'Saved',
  });
  expect(toggle.textContent).toBe(shows);
  return toggle;
};
const savesOf = (calls: { url?: string; data?: unknown }[], to: string) =>
  calls.filter((call) => call.url === to).map((call) => JSON.parse(String(call.data)) as object);

beforeEach(() => sessionStorage.clear());

describe('Saving a job from its page', () => {
  it('saves and unsaves the job, the toggle pressed while it is saved', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });

    const toggle = await ownToggle('Save job');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await user.click(toggle);
    const saved = await ownToggle('Saved');
    // The same button, its name unchanged: only its pressed state and its words say it is saved.
    expect(saved).toBe(toggle);
    expect(savesOf(calls, '/api/users/save-job')).toEqual([{ jobId: shown._id }]);
    expect(calls.find((call) => call.url === '/api/users/save-job')?.headers.Authorization).toBe(
      'Bearer seeker-token',
    );

    await user.click(saved);
    expect(await ownToggle('Save job')).toHaveAttribute('aria-pressed', 'false');
    expect(savesOf(calls, '/api/users/unsave-job')).toEqual([{ jobId: shown._id }]);
  });

  it('shows a job saved before as Saved, and a closed one keeps its toggle to unsave it', async () => {
    const closed = { ...shown, status: 'closed' as const };
    server({ posting: closed, savedBefore: [closed] });
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'This job is closed' })).toBeInTheDocument();
    expect(await ownToggle('Saved')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in, then saves the job once they have', async () => {
    const calls = server();
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const user = userEvent.setup();
    const view = renderScreen(<JobDetailPage />, { path, url, auth: visitor });

    await user.click(await ownToggle('Save job'));
    expect(visitor.openSignIn).toHaveBeenCalledTimes(1);
    expect(savesOf(calls, '/api/users/save-job')).toEqual([]);

    // The sign-in dialog succeeds over the page.
    view.setAuth(signedIn());
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    expect(await ownToggle('Saved')).toHaveAttribute('aria-pressed', 'true');
    expect(savesOf(calls, '/api/users/save-job')).toEqual([{ jobId: shown._id }]);

    // Done once: another render signed in saves nothing more.
    view.setAuth(signedIn());
    await user.click(await ownToggle('Saved'));
    await ownToggle('Save job');
    expect(savesOf(calls, '/api/users/save-job')).toHaveLength(1);
  });

  it('shows the job saved even when the list asked for at sign-in comes back after the save', async () => {
    const calls = server({ slowFirstList: true });
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const view = renderScreen(<JobDetailPage />, { path, url, auth: visitor });
    await userEvent.click(await ownToggle('Save job'));
    view.setAuth(signedIn());
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    expect(await ownToggle('Saved')).toHaveAttribute('aria-pressed', 'true');
    expect(savesOf(calls, '/api/users/save-job')).toEqual([{ jobId: shown._id }]);
  });

  it('saves after a sign-in that went through another page and came back', async () => {
    const calls = server();
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const first = renderScreen(<JobDetailPage />, { path, url, auth: visitor });
    await userEvent.click(await ownToggle('Save job'));
    first.unmount();
    // The sign-in page (or Clerk's) brings the person back to the job, signed in.
    renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
    expect(await ownToggle('Saved')).toHaveAttribute('aria-pressed', 'true');
    expect(savesOf(calls, '/api/users/save-job')).toEqual([{ jobId: shown._id }]);
  });

  it('does not save, for a visitor who gave up on signing in long ago', async () => {
    const calls = server();
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    const first = renderScreen(<JobDetailPage />, { path, url, auth: visitor });
    await userEvent.click(await ownToggle('Save job'));
    first.unmount();
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 31 * 60_000);
    try {
      renderScreen(<JobDetailPage />, { path, url, auth: signedIn() });
      await ownToggle('Save job');
      await waitFor(() =>
        expect(calls.some((call) => call.url === '/api/users/saved-jobs')).toBe(true),
      );
      expect(savesOf(calls, '/api/users/save-job')).toEqual([]);
      expect(sessionStorage.length).toBe(0);
    } finally {
      later.mockRestore();
    }
  });
});
