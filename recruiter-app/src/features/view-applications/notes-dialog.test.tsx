import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Note } from 'shared-api/contract';
import { application, applicantsServer } from '../../test/applicants-server';
import { bodyOf, paramsOf } from '../../test/calls';
import { renderRecruiterApp } from '../../test/render-screen';

const ada = application(1, { name: 'Ada Lovelace' });
const note = (n: number, text: string): Note => ({
  _id: `00000000-0000-4000-8000-0000000000e${n}`,
  text,
  date: new Date(2026, 10, n, 9, 30).getTime(),
});

describe('View Applications notes', () => {
  it('lists the notes newest first, adds one on top, and gives focus back on closing', async () => {
    const server = applicantsServer([ada], {
      'GET /api/company/notes': () => ({
        data: { success: true, notes: [note(2, 'Strong portfolio'), note(1, 'Called her')] },
      }),
      'POST /api/company/add-note': (config) => ({
        data: {
          success: true,
          message: 'Note added',
          note: note(3, (bodyOf(config) as { text: string }).text),
        },
      }),
    });
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    const opener = await screen.findByRole('button', { name: 'Notes on Ada Lovelace' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Notes on Ada Lovelace' });
    expect(dialog).toHaveTextContent('Frontend Developer');
    const box = within(dialog).getByLabelText('New note');
    expect(box).toHaveFocus();
    const notes = await within(dialog).findByRole('list', { name: 'Notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Strong portfolioNovember 2, 2026 at 9:30 AM',
      'Called herNovember 1, 2026 at 9:30 AM',
    ]);

    // An empty note is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write the note first');
    expect(box).toHaveAccessibleDescription('Write the note first');

    await user.type(box, 'Second interview on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent(
      'Second interview on Monday',
    );
    expect(within(notes).getAllByRole('listitem')).toHaveLength(3);
    expect(box).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const added = server.calls.filter((c) => c.url === '/api/company/add-note');
    expect(added.map((c) => bodyOf(c))).toEqual([
      { applicationId: ada._id, text: 'Second interview on Monday' },
    ]);
    const reads = server.calls.filter((c) => c.url === '/api/company/notes');
    expect(reads.map(paramsOf)).toEqual([{ applicationId: ada._id }]);
    expect(reads[0]!.headers.token).toBe('company-token');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says so when there are no notes yet', async () => {
    applicantsServer([ada], {
      'GET /api/company/notes': () => ({ data: { success: true, notes: [] } }),
    });
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notes on Ada Lovelace' }));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Notes on Ada Lovelace' })).toHaveFocus();
  });
});
