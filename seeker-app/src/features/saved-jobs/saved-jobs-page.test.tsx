import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job, SavedJob } from 'shared-api/contract';
import { pageTitle } from 'shared-api/page-head';
import type { SeekerAuth } from 'shared-api/seeker-auth';
import { job } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import SavedJobsPage from './saved-jobs-page';

const saved = (posting: Job, minutesAgo: number): SavedJob => ({
  ...posting,
  savedAt: Date.now() - minutesAgo * 60_000,
});

/** The server's list, newest saved first, and what unsave-job takes off it. */
function server(list: SavedJob[]) {
  const state = { list };
  const calls = fakeServer(
    routes({
      'GET /api/users/saved-jobs': () => ({ data: { success: true, jobs: state.list } }),
      'POST /api/users/unsave-job': (config) => {
        const { jobId } = JSON.parse(String(config.data)) as { jobId: string };
        state.list = state.list.filter((one) => one._id !== jobId);
        return { data: { success: true, message: 'Job removed from your saved jobs' } };
      },
    }),
  );
  return calls;
}

const render = (auth: SeekerAuth = signedIn()) =>
  renderScreen(<SavedJobsPage />, { path: '/saved-jobs', auth });
const card = (n: number) => screen.getByRole('article', { name: `Job number ${n}` });
/** A card's Save toggle, named after its job. */
const toggleOf = (n: number) =>
  within(card(n)).getByRole('button', { name: `Save job to Saved Jobs: Job number ${n}` });

describe('Saved Jobs', () => {
  it('lists the saved jobs newest saved first, each Saved; a closed one is marked and offers no Apply Now', async () => {
    const calls = server([
      saved(job(3), 1),
      saved(job(2, { status: 'closed' }), 5),
      saved(job(1, { status: 'expired', closesAt: Date.now() - 60_000 }), 9),
    ]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Saved Jobs'));
    expect(await screen.findByText('3 saved jobs')).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Job number 3', 'Job number 2', 'Job number 1']);
    for (const n of [1, 2, 3]) {
      expect(toggleOf(n)).toHaveAttribute('aria-pressed', 'true');
      expect(toggleOf(n)).toHaveTextContent(/^Saved$/);
    }
    for (const n of [1, 2]) {
      expect(within(card(n)).getByText('Closed', { exact: true })).toBeInTheDocument();
      expect(
        within(card(n)).getByText('Closed: no longer taking applications'),
      ).toBeInTheDocument();
      // Its page says why; Learn More still opens it.
      expect(within(card(n)).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(within(card(n)).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    }
    expect(within(card(3)).queryByText(/Closed/)).not.toBeInTheDocument();
    expect(within(card(3)).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(within(card(3)).getByText('Closes in 30 days')).toBeInTheDocument();
    expect(calls[0]?.headers.Authorization).toBe('Bearer seeker-token');
  });

  it('unsaves a job: it leaves the list and the keyboard lands on the toggle in its place', async () => {
    const calls = server([saved(job(3), 1), saved(job(2), 2), saved(job(1), 3)]);
    const user = userEvent.setup();
    render();
    await screen.findByText('3 saved jobs');

    await user.click(toggleOf(2));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Job number 2' })).not.toBeInTheDocument(),
    );
    const unsave = calls.find((call) => call.url === '/api/users/unsave-job');
    expect(JSON.parse(String(unsave?.data))).toEqual({ jobId: job(2)._id });
    expect(screen.getByText('2 saved jobs')).toBeInTheDocument();
    await waitFor(() => expect(toggleOf(1)).toHaveFocus());

    // The last card's place is gone: the one before it takes the focus.
    await user.click(toggleOf(1));
    await waitFor(() => expect(toggleOf(3)).toHaveFocus());
    // And with none left, the heading does.
    await user.click(toggleOf(3));
    expect(await screen.findByText('You have not saved any jobs yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toHaveFocus();
  });

  it('says so when nothing is saved, with a way to the jobs', async () => {
    server([]);
    render();
    expect(await screen.findByText('You have not saved any jobs yet.')).toBeInTheDocument();
    expect(screen.getByText('0 saved jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor to sign in, and asks the server for nothing', async () => {
    const calls = server([saved(job(1), 1)]);
    const visitor = { ...signedOut, openSignIn: vi.fn() };
    render(visitor);
    expect(screen.getByText('Sign in to see the jobs you saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(visitor.openSignIn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('says why when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    fakeServer(
      routes({
        'GET /api/users/saved-jobs': () =>
          fail
            ? { status: 503, data: { success: false, message: 'Try again in a moment' } }
            : { data: { success: true, jobs: [saved(job(1), 1)] } },
      }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved jobs could not be loaded.');
    expect(alert).toHaveTextContent('Try again in a moment');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Job number 1' })).toBeInTheDocument();
  });
});
