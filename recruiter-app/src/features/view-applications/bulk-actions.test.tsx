import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { application, applicantsServer } from '../../test/applicants-server';
import { bodyOf } from '../../test/calls';
import { renderRecruiterApp } from '../../test/render-screen';
import { toastTimeRunsOut } from '../../test/toast-time';

const open = () =>
  renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
const rowOf = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }).closest('tr')!;
const bar = () => screen.getByRole('group', { name: 'Bulk actions' });

const pat = application(1, { name: 'Pat Pending' });
const sam = application(2, { name: 'Sam Shortlisted', status: 'Shortlisted' });
const ivy = application(3, { name: 'Ivy Interviewing', status: 'Interviewing' });

describe('View Applications bulk moves', () => {
  it('moves the selected applications at once, offering only moves all of them may make', async () => {
    const server = applicantsServer([pat, sam, ivy]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pat Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Shortlisted' }));

    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    // Sam is shortlisted already: offered for the one that can.
    expect(within(bar()).getByRole('button', { name: 'Shortlist the 1 that can' })).toBeEnabled();
    for (const verb of ['Interview', 'Accept', 'Reject']) {
      expect(within(bar()).getByRole('button', { name: `${verb} selected` })).toBeEnabled();
    }
    const selectAll = screen.getByRole('checkbox', {
      name: 'Select all applications on this page',
    });
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', true);

    await user.click(within(bar()).getByRole('button', { name: 'Interview selected' }));
    expect(within(rowOf('Pat Pending')).getByText('Interviewing')).toBeInTheDocument();
    expect(within(rowOf('Sam Shortlisted')).getByText('Interviewing')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(selectAll).toHaveFocus();
    expect(await screen.findByText('2 applications interviewing')).toBeInTheDocument();

    const sent = server.calls.find((c) => c.url === '/api/company/bulk-change-status')!;
    expect(bodyOf(sent)).toEqual({ ids: [pat._id, sam._id], status: 'Interviewing' });
    expect(sent.headers.token).toBe('company-token');
    expect(server.listCalls()).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select Pat Pending' })).not.toBeChecked();
  });

  it('offers the Undo of a bulk move just above the table, two Shift+Tabs from the focus', async () => {
    const server = applicantsServer([pat, sam, ivy]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pat Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Shortlisted' }));
    await user.click(within(bar()).getByRole('button', { name: 'Interview selected' }));
    await screen.findByText('2 applications interviewing');
    expect(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    ).toHaveFocus();

    // Back past the table's scrolling box, then the Undo.
    await user.tab({ shift: true });
    expect(screen.getByRole('region', { name: 'Applications' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Undo the move of 2 applicants' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 changes undone')).toBeInTheDocument();
    const undone = server.calls.filter((c) => c.url === '/api/company/undo-status');
    expect(undone.map((call) => bodyOf(call))).toEqual([
      { id: pat._id, to: 'Interviewing' },
      { id: sam._id, to: 'Interviewing' },
    ]);
    // It went with the toast; the focus stayed at the top of the table.
    expect(screen.queryByRole('button', { name: /^Undo the move/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    ).toHaveFocus();
    expect(await within(rowOf('Pat Pending')).findByText('Pending')).toBeInTheDocument();
  });

  it('gives the focus back to the top of the table when the bulk Undo it holds times out', async () => {
    applicantsServer([pat, sam]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pat Pending' }));
    await user.click(within(bar()).getByRole('button', { name: 'Shortlist selected' }));
    await screen.findByText('1 applications shortlisted');
    const undo = screen.getByRole('button', { name: 'Undo the move of 1 applicant' });
    undo.focus();
    toastTimeRunsOut('1 applications shortlisted');
    await waitFor(() => expect(undo).not.toBeInTheDocument());
    expect(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    ).toHaveFocus();
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'The move of 1 applicant can no longer be undone',
    );
  });

  it('undoes a bulk move but not a single move made since of one of its applicants', async () => {
    const penny = application(4, { name: 'Penny Pending' });
    applicantsServer([pat, penny]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pat Pending' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Penny Pending' }));
    await user.click(within(bar()).getByRole('button', { name: 'Shortlist selected' }));
    await screen.findByText('2 applications shortlisted');
    // Pat, shortlisted with Penny, is then moved on alone.
    await user.click(screen.getByRole('button', { name: 'Interview Pat Pending' }));
    await screen.findByText('Application interviewing');

    await user.click(screen.getByRole('button', { name: 'Undo the move of 2 applicants' }));
    // Penny's move is taken back; Pat's own since stands, and the page says whose.
    expect(await screen.findByText('1 change undone; not undone: Pat Pending')).toBeInTheDocument();
    expect(await screen.findByText('The change can no longer be undone')).toBeInTheDocument();
    expect(await within(rowOf('Penny Pending')).findByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Pat Pending')).getByText('Interviewing')).toBeInTheDocument();
  });

  it('selects the whole page, and clears the selection', async () => {
    const accepted = application(4, { name: 'Al Accepted', status: 'Accepted' });
    const server = applicantsServer([pat, sam, ivy, accepted]);
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all applications on this page' }),
    );
    expect(within(bar()).getByText('4 selected')).toBeInTheDocument();
    for (const name of ['Pat Pending', 'Sam Shortlisted', 'Ivy Interviewing', 'Al Accepted']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    // Al's application is final: no move is offered for all four, only for those that can.
    for (const verb of ['Shortlist', 'Interview', 'Accept', 'Reject']) {
      expect(within(bar()).queryByRole('button', { name: `${verb} selected` })).toBeNull();
    }
    expect(within(bar()).getByRole('button', { name: 'Reject the 3 that can' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Al Accepted' }));
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Reject selected' })).toBeEnabled();

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    const selectAll = screen.getByRole('checkbox', {
      name: 'Select all applications on this page',
    });
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveFocus();
    expect(server.calls.filter((c) => c.url?.endsWith('change-status'))).toHaveLength(0);
  });

  it('puts every row back with the server’s message when it refuses the lot', async () => {
    const server = applicantsServer([pat, sam, ivy]);
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all applications on this page' }),
    );
    server.setStatus(ivy._id, 'Accepted');
    const release = server.holdLists();
    await user.click(within(bar()).getByRole('button', { name: 'Reject selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject 3 applicants?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(`Nothing changed: Accepted cannot go to Rejected (${ivy._id})`),
    ).toBeInTheDocument();
    expect(within(rowOf('Pat Pending')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Sam Shortlisted')).getByText('Shortlisted')).toBeInTheDocument();
    expect(within(rowOf('Ivy Interviewing')).getByText('Interviewing')).toBeInTheDocument();
    // The selection comes back, to change it or try again.
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    // The page is asked again once, and shows what the colleague did.
    release();
    expect(await within(rowOf('Ivy Interviewing')).findByText('Accepted')).toBeInTheDocument();
    expect(server.listCalls()).toHaveLength(2);
  });
});
