import { screen, within } from '@testing-library/react';
import { useMyApplications } from 'shared-api/users/list-applications';
import { applicationFor, job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import HomePage from './home-page';

const jobs = [job(1), job(2), job(3)];

/** What the shell does once a seeker is signed in: it asks for their applications. */
function ShellStartUp() {
  useMyApplications();
  return null;
}

function server() {
  return fakeServer(
    routes({
      'GET /api/jobs': () => page(jobs),
      'GET /api/users/saved-jobs': () => ({ data: { success: true, jobs: [] } }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: [applicationFor(jobs[1]!, 'Rejected')] },
      }),
    }),
  );
}
const applicationCalls = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.url === '/api/users/applications');
const card = (n: number) => screen.getByRole('article', { name: `Job number ${n}` });

describe('Home page: the cards of jobs applied to', () => {
  it('marks Applied the card of a job the seeker applied to, its buttons the spec’s', async () => {
    const calls = server();
    renderScreen(
      <>
        <ShellStartUp />
        <HomePage />
      </>,
      { auth: signedIn() },
    );
    expect(
      await within(await screen.findByRole('article', { name: 'Job number 2' })).findByText(
        'Applied',
      ),
    ).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    for (const n of [1, 3]) expect(within(card(n)).queryByText('Applied')).not.toBeInTheDocument();
    // The shell's one request: the three cards ask for nothing more.
    expect(applicationCalls(calls)).toHaveLength(1);
  });

  it('asks nothing for the cards when the applications are not known yet', async () => {
    const calls = server();
    renderScreen(<HomePage />, { auth: signedIn() });
    await screen.findByRole('article', { name: 'Job number 2' });
    expect(within(card(2)).queryByText('Applied')).not.toBeInTheDocument();
    expect(applicationCalls(calls)).toHaveLength(0);
  });

  it('marks nothing for a visitor', async () => {
    server();
    renderScreen(
      <>
        <ShellStartUp />
        <HomePage />
      </>,
      { auth: signedOut },
    );
    await screen.findByRole('article', { name: 'Job number 2' });
    expect(screen.queryByText('Applied')).not.toBeInTheDocument();
  });
});
