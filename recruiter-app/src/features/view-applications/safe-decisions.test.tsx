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

const jane = application(1, { name: 'Jane Doe' });
const sam = application(2, { name: 'Sam Shortlisted', status: 'Shortlisted' });
const wes = application(3, { name: 'Wes Withdrawn', status: 'Withdrawn' });

describe('View Applications safe decisions', () => {
  it('asks before rejecting, naming who and for what, and Cancel changes nothing', async () => {
    const server = applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    const reject = await screen.findByRole('button', { name: 'Reject Jane Doe' });
    await user.click(reject);
    const dialog = screen.getByRole('dialog', { name: 'Reject Jane Doe for Frontend Developer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();
    expect(server.calls.some((c) => c.url === '/api/company/change-status')).toBe(false);

    await user.click(reject);
    const again = screen.getByRole('dialog', { name: 'Reject Jane Doe for Frontend Developer?' });
    await user.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(within(rowOf('Jane Doe')).getByText('Rejected')).toBeInTheDocument();
    const sent = server.calls.find((c) => c.url === '/api/company/change-status')!;
    expect(bodyOf(sent)).toEqual({ id: jane._id, status: 'Rejected' });
  });

  it('moves at once where nothing needs confirming, and Undo in the toast takes it back', async () => {
    const server = applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const toastText = await screen.findByText('Application shortlisted');
    await user.click(within(toastText.parentElement!).getByRole('button', { name: 'Undo' }));
    // The focus does not go with the toast: it is back in the row where the move was made.
    expect(rowOf('Jane Doe')).toContainElement(document.activeElement as HTMLElement);
    expect(
      await screen.findByText('Change undone: the application is Pending again'),
    ).toBeInTheDocument();
    const undo = server.calls.find((c) => c.url === '/api/company/undo-status')!;
    // It names the move, so that one made since is not what it takes back.
    expect(bodyOf(undo)).toEqual({ id: jane._id, to: 'Shortlisted' });
    expect(undo.headers.token).toBe('company-token');
    // The list is asked again: the row shows its stage as the server has it.
    expect(await within(rowOf('Jane Doe')).findByText('Pending')).toBeInTheDocument();
  });

  it('offers Undo in the row as well, where the keyboard is, for as long as the toast', async () => {
    const server = applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    await screen.findByText('Application shortlisted');
    const undo = await within(rowOf('Jane Doe')).findByRole('button', {
      name: 'Undo the move of Jane Doe',
    });
    // A few Tabs from the move, not past the whole table.
    expect(rowOf('Jane Doe')).toContainElement(document.activeElement as HTMLElement);
    undo.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Change undone: the application is Pending again'),
    ).toBeInTheDocument();
    expect(bodyOf(server.calls.find((c) => c.url === '/api/company/undo-status')!)).toEqual({
      id: jane._id,
      to: 'Shortlisted',
    });
    // The toast was dismissed (jsdom runs no exit animation, so its node stays), taking the
    // row's Undo with it; the focus stayed in the row.
    expect(
      within(rowOf('Jane Doe')).queryByRole('button', { name: /^Undo/ }),
    ).not.toBeInTheDocument();
    expect(rowOf('Jane Doe')).toContainElement(document.activeElement as HTMLElement);
    // Taken back, not run out: nothing to say about its time.
    expect(screen.queryByText(/can no longer be undone/)).not.toBeInTheDocument();
  });

  it('keeps the focus in the row when a rejection is undone from it', async () => {
    applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Reject Jane Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Jane Doe for Frontend Developer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const undo = await within(rowOf('Jane Doe')).findByRole('button', {
      name: 'Undo the move of Jane Doe',
    });
    undo.focus();
    await user.keyboard('{Enter}');
    // Rejected, the row had no move left: Undo went, and Notes, there at every stage, has it.
    expect(screen.getByRole('button', { name: 'Notes on Jane Doe' })).toHaveFocus();
    expect(await within(rowOf('Jane Doe')).findByText('Pending')).toBeInTheDocument();
  });

  it('undoes a move made from a row a teammate had moved on unseen', async () => {
    const server = applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    const interview = await screen.findByRole('button', { name: 'Interview Jane Doe' });
    // A teammate shortlists Jane; this page still shows her Pending.
    server.setStatus(jane._id, 'Shortlisted');
    await user.click(interview);
    const toastText = await screen.findByText('Application interviewing');
    await user.click(within(toastText.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Change undone: the application is Shortlisted again'),
    ).toBeInTheDocument();
    expect(await within(rowOf('Jane Doe')).findByText('Shortlisted')).toBeInTheDocument();
  });

  it('keeps the focus in the row when the Undo it holds leaves with its toast', async () => {
    const server = applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    await screen.findByText('Application shortlisted');
    const undo = await within(rowOf('Jane Doe')).findByRole('button', {
      name: 'Undo the move of Jane Doe',
    });
    undo.focus();
    // The toast's nine seconds are up.
    toastTimeRunsOut('Application shortlisted');
    await waitFor(() => expect(undo).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notes on Jane Doe' })).toHaveFocus();
    expect(server.calls.some((c) => c.url === '/api/company/undo-status')).toBe(false);
    // Said where a screen reader hears it, as the eye sees the toast and the row's Undo go.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'The move of Jane Doe can no longer be undone',
    );
  });

  it('says nothing when an older Undo of an applicant runs out while a newer one is offered', async () => {
    applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    await screen.findByText('Application shortlisted');
    await user.click(screen.getByRole('button', { name: 'Interview Jane Doe' }));
    await screen.findByText('Application interviewing');
    toastTimeRunsOut('Application shortlisted');
    // The row still offers the Undo of the newer move: its end would be news, this one is not.
    expect(
      within(rowOf('Jane Doe')).getByRole('button', { name: 'Undo the move of Jane Doe' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/can no longer be undone/)).not.toBeInTheDocument();
    toastTimeRunsOut('Application interviewing');
    expect(
      await screen.findByText('The move of Jane Doe can no longer be undone'),
    ).toBeInTheDocument();
  });

  it('says it while a dialog makes the page inert', async () => {
    applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    await screen.findByText('Application shortlisted');
    await user.click(screen.getByRole('button', { name: 'Notes on Jane Doe' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    toastTimeRunsOut('Application shortlisted');
    const said = await screen.findByText('The move of Jane Doe can no longer be undone');
    expect(said.closest('[inert]')).toBeNull();
  });

  it('says nothing of the time when the person closes the toast', async () => {
    applicantsServer([jane]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Jane Doe' }));
    const told = await screen.findByText('Application shortlisted');
    await user.click(
      within(told.closest('.Toastify__toast')!).getByRole('button', { name: 'close' }),
    );
    await waitFor(() =>
      expect(
        within(rowOf('Jane Doe')).queryByRole('button', { name: /^Undo/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/can no longer be undone/)).not.toBeInTheDocument();
  });

  it('offers a bulk move to those that can make it, confirms it, and names the skipped', async () => {
    const server = applicantsServer([jane, sam, wes]);
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all applications on this page' }),
    );
    // Withdrawn can make no move; Sam is already shortlisted.
    expect(within(bar()).getByRole('button', { name: 'Shortlist the 1 that can' })).toBeEnabled();
    await user.click(within(bar()).getByRole('button', { name: 'Reject the 2 that can' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 applicants?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText(
        '2 applications rejected; 1 skipped. Skipped: Wes Withdrawn (Already Withdrawn)',
      ),
    ).toBeInTheDocument();
    const sent = server.calls.find((c) => c.url === '/api/company/bulk-change-status')!;
    expect(bodyOf(sent)).toEqual({
      ids: [jane._id, sam._id, wes._id],
      status: 'Rejected',
      skipIneligible: true,
    });
    expect(within(rowOf('Jane Doe')).getByText('Rejected')).toBeInTheDocument();
    expect(within(rowOf('Wes Withdrawn')).getByText('Withdrawn')).toBeInTheDocument();

    // Undo takes back the two that moved, and says so once.
    const told = screen.getByText(/^2 applications rejected/);
    await user.click(within(told.parentElement!).getByRole('button', { name: 'Undo' }));
    // Back where the page put the focus once the bulk bar went with the selection.
    expect(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    ).toHaveFocus();
    expect(await screen.findByText('2 changes undone')).toBeInTheDocument();
    const undone = server.calls.filter((c) => c.url === '/api/company/undo-status').map(bodyOf);
    expect(undone).toEqual([
      { id: jane._id, to: 'Rejected' },
      { id: sam._id, to: 'Rejected' },
    ]);
    expect(within(rowOf('Sam Shortlisted')).getByText('Shortlisted')).toBeInTheDocument();
  });

  it('shows the trail in the applicant panel, and each note’s author', async () => {
    applicantsServer([jane], {
      'GET /api/company/activity': () => ({
        data: {
          success: true,
          activity: [
            {
              at: Date.UTC(2026, 10, 20, 12),
              by: { _id: 'm1', name: 'Riya Recruiter' },
              action: 'status',
              from: 'Pending',
              to: 'Shortlisted',
            },
            { at: Date.UTC(2026, 10, 19, 12), by: { _id: 'c1', name: 'Acme' }, action: 'note' },
          ],
        },
      }),
      'GET /api/company/notes': () => ({
        data: {
          success: true,
          notes: [
            { _id: 'n1', text: 'Great fit', date: 1, by: { _id: 'm1', name: 'Riya Recruiter' } },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Jane Doe' }));
    const panel = screen.getByRole('region', { name: 'Jane Doe' });
    const trail = await within(panel).findByRole('list', { name: 'Activity' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Riya Recruiter moved it from Pending to Shortlisted', 'Acme wrote a note']);

    await user.click(screen.getByRole('button', { name: 'Notes on Jane Doe' }));
    const notes = await screen.findByRole('dialog');
    expect(await within(notes).findByText('Great fit')).toBeInTheDocument();
    expect(within(notes).getByText('Riya Recruiter')).toBeInTheDocument();
  });
});
