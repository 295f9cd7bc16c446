import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from 'shared-api/contract';
import { fakeEventStreams } from 'shared-api/testing/fake-event-stream';
import { application, applicantsServer } from '../../test/applicants-server';
import { renderRecruiterApp } from '../../test/render-screen';

const EVENTS = '/api/company/events';
const rowOf = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }).closest('tr')!;

/**
 * The company's applications as the server has them, answered newest first; `afterRead` runs
 * once each answer is made.
 */
function server(
  initial: Application[],
  overrides = {},
  afterRead: () => void | Promise<void> = () => {},
) {
  const state = { applications: initial };
  const api = applicantsServer([], {
    'GET /api/company/applicants': async () => {
      const answer = {
        data: {
          success: true,
          applications: state.applications,
          total: state.applications.length,
          page: 1,
          pageSize: 25,
        },
      };
      await afterRead();
      return answer;
    },
    ...overrides,
  });
  return { ...api, state };
}

/**
 * The screen with its stream open and ready. The list is asked twice: on opening, and once the
 * stream is ready, since a change between the two would be in neither.
 */
async function openScreen(listCalls: () => unknown[]) {
  const streams = fakeEventStreams();
  const { queryClient } = renderRecruiterApp({
    url: '/dashboard/view-applications',
    companyToken: 'company-token',
  });
  await waitFor(() => expect(streams.openCount(EVENTS)).toBe(1));
  expect(streams.requests[0]!.headers.token).toBe('company-token');
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return streams;
}

describe('View Applications, live', () => {
  it('shows a new applicant at once, with the new total, and says who', async () => {
    const ada = application(2, { name: 'Ada Tester' });
    const { state, listCalls } = server([ada]);
    const streams = await openScreen(listCalls);
    await screen.findByRole('checkbox', { name: 'Select Ada Tester' });
    expect(screen.getByText('Showing 1 application')).toBeInTheDocument();

    const bob = application(1, { name: 'Bob Tester' });
    state.applications = [bob, ada];
    streams.send(EVENTS, 'new-application', { applicationId: bob._id, jobId: bob.jobId._id });
    expect(await screen.findByRole('checkbox', { name: 'Select Bob Tester' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 applications')).toBeInTheDocument();
    expect(screen.getByText('New applicant: Bob Tester for Frontend Developer')).toHaveAttribute(
      'role',
      'status',
    );
    expect(listCalls()).toHaveLength(3);
  });

  it('shows a stage moved elsewhere without asking again, and asks the server about a stage behind', async () => {
    const ada = application(1, { name: 'Ada Tester' });
    const { state, listCalls } = server([ada]);
    const streams = await openScreen(listCalls);
    await screen.findByRole('checkbox', { name: 'Select Ada Tester' });
    state.applications = [{ ...ada, status: 'Interviewing' }];
    streams.send(EVENTS, 'application-status', { applicationId: ada._id, status: 'Interviewing' });
    expect(await within(rowOf('Ada Tester')).findByText('Interviewing')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);

    // A late echo of an earlier move: the server still has her interviewing.
    streams.send(EVENTS, 'application-status', { applicationId: ada._id, status: 'Shortlisted' });
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(within(rowOf('Ada Tester')).getByText('Interviewing')).toBeInTheDocument();

    // A colleague's Undo takes her back to Shortlisted: the page shows it.
    state.applications = [{ ...ada, status: 'Shortlisted' }];
    streams.send(EVENTS, 'application-status', { applicationId: ada._id, status: 'Shortlisted' });
    expect(await within(rowOf('Ada Tester')).findByText('Shortlisted')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(4);

    state.applications = [{ ...ada, status: 'Withdrawn' }];
    streams.send(EVENTS, 'application-status', { applicationId: ada._id, status: 'Withdrawn' });
    expect(await within(rowOf('Ada Tester')).findByText('Withdrawn')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(4);
  });

  it("waits for a move's answer before asking for the list again", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const ada = application(2, { name: 'Ada Tester' });
    const { state, listCalls } = server([ada], {
      'POST /api/company/change-status': async () => {
        await held;
        state.applications = state.applications.map((a) => ({ ...a, status: 'Accepted' }));
        return { data: { success: true, message: 'Application accepted' } };
      },
    });
    const streams = await openScreen(listCalls);
    await screen.findByRole('checkbox', { name: 'Select Ada Tester' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Ada Tester' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }),
    );
    const bob = application(1, { name: 'Bob Tester' });
    state.applications = [bob, ...state.applications];
    streams.send(EVENTS, 'new-application', { applicationId: bob._id, jobId: bob.jobId._id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toHaveLength(2);
    expect(within(rowOf('Ada Tester')).getByText('Accepted')).toBeInTheDocument();

    answer();
    expect(await screen.findByRole('checkbox', { name: 'Select Bob Tester' })).toBeInTheDocument();
    expect(within(rowOf('Ada Tester')).getByText('Accepted')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(3);
  });

  it('shows a change made between reading the list and the stream being ready', async () => {
    const ada = application(1, { name: 'Ada Tester' });
    // A colleague shortlists Ada just after the list is read: no event will tell of it.
    const { state, listCalls } = server([ada], {}, () => {
      state.applications = [{ ...ada, status: 'Shortlisted' }];
    });
    await openScreen(listCalls);
    expect(await within(rowOf('Ada Tester')).findByText('Shortlisted')).toBeInTheDocument();
  });

  it("reads the list again when a move cancelled the stream's first read", async () => {
    const ada = application(2, { name: 'Ada Tester' });
    const bob = application(1, { name: 'Bob Tester' });
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { state, listCalls } = server(
      [bob, ada],
      {
        'POST /api/company/change-status': () => {
          state.applications = state.applications.map((one) =>
            one._id === ada._id ? { ...one, status: 'Shortlisted' } : one,
          );
          return { data: { success: true, message: 'Application shortlisted' } };
        },
      },
      // A colleague rejects Bob just after the first read; the stream's read is held.
      async () => {
        reads += 1;
        if (reads === 1) state.applications = [{ ...bob, status: 'Rejected' }, ada];
        if (reads === 2) await gate;
      },
    );
    const streams = fakeEventStreams();
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    await waitFor(() => expect(streams.openCount(EVENTS)).toBe(1));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // Ada is shortlisted while the stream's read waits: the move cancels that read.
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist Ada Tester' }));
    release();
    expect(await within(rowOf('Bob Tester')).findByText('Rejected')).toBeInTheDocument();
    expect(within(rowOf('Ada Tester')).getByText('Shortlisted')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(3);
  });
});
