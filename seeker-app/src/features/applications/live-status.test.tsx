import { screen, waitFor, within } from '@testing-library/react';
import { fakeEventStreams } from 'shared-api/testing/fake-event-stream';
import { applicationFor, job, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn, signedOut } from '../../test/render-screen';
import ApplicationsPage from './applications-page';

const tester = applicationFor(job(1, { title: 'Tester' }), 'Pending');
const writer = applicationFor(job(2, { title: 'Writer' }), 'Pending');

function server() {
  const state = { applications: [tester, writer].map((a) => ({ ...a })) };
  const calls = fakeServer(
    routes({
      'GET /api/users/user': () => ({ data: { success: true, user: user('') } }),
      'GET /api/users/applications': () => ({
        data: { success: true, applications: state.applications },
      }),
    }),
  );
  return {
    calls,
    state,
    listCalls: () => calls.filter((c) => c.url === '/api/users/applications'),
  };
}
const rowOf = async (title: string) =>
  (await screen.findByRole('cell', { name: title })).closest('tr')!;

describe('Applied Jobs, live', () => {
  it("shows a recruiter's move at once, without asking for the list again, and says so", async () => {
    const { listCalls } = server();
    const streams = fakeEventStreams();
    const { queryClient } = renderScreen(<ApplicationsPage />, { auth: signedIn('seeker-token') });
    expect(within(await rowOf('Tester')).getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(streams.openCount('/api/users/events')).toBe(1));
    expect(streams.requests[0]!.headers.authorization).toBe('Bearer seeker-token');
    // Asked on opening, and once the stream is ready: a move between the two is in neither.
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    streams.send('/api/users/events', 'application-status', {
      applicationId: tester._id,
      status: 'Shortlisted',
    });
    expect(await within(await rowOf('Tester')).findByText('Shortlisted')).toBeInTheDocument();
    expect(within(await rowOf('Writer')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Your application for Tester is now Shortlisted.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(listCalls()).toHaveLength(2);
  });

  it('shows a move made between reading the list and the stream being ready', async () => {
    let applications = [tester, writer];
    fakeServer(
      routes({
        'GET /api/users/user': () => ({ data: { success: true, user: user('') } }),
        'GET /api/users/applications': () => {
          const answer = { data: { success: true, applications } };
          // The recruiter accepts just after this read: no event will tell of it.
          applications = [{ ...tester, status: 'Accepted' }, writer];
          return answer;
        },
      }),
    );
    fakeEventStreams();
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    expect(await within(await rowOf('Tester')).findByText('Accepted')).toBeInTheDocument();
  });

  it('asks for the list again when told it missed too much, or of an application it lacks', async () => {
    const { listCalls, state } = server();
    const streams = fakeEventStreams();
    const { queryClient } = renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await rowOf('Tester');
    await waitFor(() => expect(streams.openCount('/api/users/events')).toBe(1));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    state.applications[1] = { ...writer, status: 'Rejected' };
    streams.send('/api/users/events', 'resync', {});
    expect(await within(await rowOf('Writer')).findByText('Rejected')).toBeInTheDocument();
    const added = applicationFor(job(3, { title: 'Analyst' }), 'Interviewing');
    state.applications.push(added);
    streams.send('/api/users/events', 'application-status', {
      applicationId: added._id,
      status: 'Interviewing',
    });
    expect(await rowOf('Analyst')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(4);
  });

  it('opens no stream for a visitor, and closes it when the page goes', async () => {
    server();
    const streams = fakeEventStreams();
    renderScreen(<ApplicationsPage />, { auth: signedOut });
    await screen.findByText('Sign in to see your resume and the jobs you applied to.');
    expect(streams.requests).toHaveLength(0);

    const { unmount } = renderScreen(<ApplicationsPage />, { auth: signedIn() });
    await waitFor(() => expect(streams.openCount('/api/users/events')).toBe(1));
    unmount();
    await waitFor(() => expect(streams.openCount('/api/users/events')).toBe(0));
  });
});
