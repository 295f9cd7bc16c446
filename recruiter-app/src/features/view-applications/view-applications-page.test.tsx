import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { application, applicantsServer, jobB } from '../../test/applicants-server';
import { bodyOf, paramsOf } from '../../test/calls';
import { renderRecruiterApp } from '../../test/render-screen';

const open = (url = '/dashboard/view-applications') =>
  renderRecruiterApp({ url, companyToken: 'company-token' });
const rowOf = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }).closest('tr')!;
/** The row's action buttons: its person's name, which opens their panel, left out. */
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== name);

/** A promise to hold a fake answer with, and its release. */
function gate() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('View Applications', () => {
  it('shows a loading view, then one page of applicants, and accepts one at once without asking for the list again', async () => {
    const first = gate();
    const answer = gate();
    const ada = application(1, { name: 'Ada Lovelace' });
    const server = applicantsServer([ada], {
      'GET /api/company/applicants': async () => {
        await first.held;
        return {
          data: { success: true, applications: [ada], total: 1, page: 1, pageSize: 25 },
        };
      },
      'POST /api/company/change-status': async () => {
        await answer.held;
        return { data: { success: true, message: 'Application accepted' } };
      },
    });
    open();
    expect(await screen.findByRole('status', { name: 'Loading applications' })).toBeInTheDocument();
    first.release();

    await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' });
    const row = rowOf('Ada Lovelace');
    expect(within(row).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(row).getByRole('link', { name: 'Resume of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/files/resumes/1.pdf?signature=s',
    );
    expect(within(row).getByText('Pending')).toHaveClass('bg-blue-100');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept Ada Lovelace' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Accept Ada Lovelace for Frontend Developer?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));

    // Shown before the server answers.
    expect(within(rowOf('Ada Lovelace')).getByText('Accepted')).toHaveClass('bg-green-100');
    expect(screen.queryByRole('button', { name: /^Accept / })).not.toBeInTheDocument();
    expect(screen.queryByText('Application accepted')).not.toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('Application accepted')).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).getByText('Accepted')).toBeInTheDocument();
    // Focus moved on to the row's next button rather than being lost with the one pressed.
    expect(screen.getByRole('button', { name: 'Notes on Ada Lovelace' })).toHaveFocus();

    const change = server.calls.find((c) => c.url === '/api/company/change-status')!;
    expect(bodyOf(change)).toEqual({ id: ada._id, status: 'Accepted' });
    expect(change.headers.token).toBe('company-token');
    const lists = server.listCalls();
    expect(lists).toHaveLength(1);
    expect(paramsOf(lists[0]!)).toEqual({ page: 1, pageSize: 25 });
  });

  it('shows the spec’s columns with their headings, the applied date and stage beside them, and numbers rows across pages', async () => {
    const people = Array.from({ length: 26 }, (_, i) => application(i + 1));
    // Midday UTC: the same day in every time zone.
    const bo = {
      ...application(27, { name: 'Bo Chen', job: jobB, status: 'Accepted' }),
      date: Date.UTC(2025, 2, 14, 12),
    };
    applicantsServer([...people, bo]);
    open('/dashboard/view-applications?page=2');
    const table = await screen.findByRole('table');

    const headings = within(table).getAllByRole('columnheader');
    expect(headings[0]).toContainElement(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    );
    const named = [
      '#',
      'User Name',
      'Job Title',
      'Location',
      'Applied',
      'Status',
      'Resume',
      'Action',
    ];
    expect(headings.slice(1).map((th) => th.textContent)).toEqual(named);

    // Each value sits under its own heading.
    const column = (heading: string) => headings.findIndex((th) => th.textContent === heading);
    const under = (name: string, heading: string) =>
      within(rowOf(name)).getAllByRole('cell')[column(heading)]!;
    expect(within(under('Person 26', '#')).getByText('26')).toBeInTheDocument();
    expect(within(under('Bo Chen', '#')).getByText('27')).toBeInTheDocument();
    expect(
      within(under('Bo Chen', 'User Name')).getByRole('img', { name: 'Bo Chen' }),
    ).toBeInTheDocument();
    expect(within(under('Bo Chen', 'Job Title')).getByText('Data Engineer')).toBeInTheDocument();
    expect(within(under('Bo Chen', 'Location')).getByText('Mumbai')).toBeInTheDocument();
    expect(within(under('Person 26', 'Location')).getByText('Chennai')).toBeInTheDocument();
    expect(within(under('Bo Chen', 'Applied')).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(under('Bo Chen', 'Status')).getByText('Accepted')).toBeInTheDocument();
    expect(
      within(under('Bo Chen', 'Resume')).getByRole('link', { name: 'Resume of Bo Chen' }),
    ).toHaveAttribute('href', '/files/resumes/27.pdf?signature=s');
    expect(
      within(under('Person 26', 'Action')).getByRole('button', { name: 'Accept Person 26' }),
    ).toBeInTheDocument();
    expect(
      within(under('Bo Chen', 'Action')).getByRole('button', { name: 'Notes on Bo Chen' }),
    ).toBeInTheDocument();
  });

  it('offers each application only the moves its stage allows, and tells every stage by its word', async () => {
    applicantsServer([
      application(1, { name: 'Pat Pending' }),
      application(2, { name: 'Sam Shortlisted', status: 'Shortlisted' }),
      application(3, { name: 'Ivy Interviewing', status: 'Interviewing' }),
      application(4, { name: 'Al Accepted', status: 'Accepted' }),
      application(5, { name: 'Rae Rejected', status: 'Rejected' }),
      application(6, { name: 'Wes Withdrawn', status: 'Withdrawn' }),
    ]);
    open();
    await screen.findByRole('table');

    expect(buttonsOf('Pat Pending')).toEqual([
      'Shortlist',
      'Interview',
      'Accept',
      'Reject',
      'Notes',
    ]);
    expect(buttonsOf('Sam Shortlisted')).toEqual(['Interview', 'Accept', 'Reject', 'Notes']);
    expect(buttonsOf('Ivy Interviewing')).toEqual(['Accept', 'Reject', 'Notes']);
    for (const name of ['Al Accepted', 'Rae Rejected', 'Wes Withdrawn']) {
      expect(buttonsOf(name)).toEqual(['Notes']);
    }
    expect(
      screen.getByRole('button', { name: 'Interview Sam Shortlisted' }),
    ).toHaveAccessibleDescription('Frontend Developer');
    expect(within(rowOf('Al Accepted')).getByText('Accepted')).toHaveClass('bg-green-100');
    expect(within(rowOf('Rae Rejected')).getByText('Rejected')).toHaveClass('bg-red-100');
    expect(within(rowOf('Wes Withdrawn')).getByText('Withdrawn')).toHaveClass('bg-gray-200');
    expect(within(rowOf('Ivy Interviewing')).getByText('Interviewing')).toHaveClass('bg-amber-100');
  });

  it('puts a refused move back with the server’s message, and asks again for that page only', async () => {
    const refetch = gate();
    const ada = application(1, { name: 'Ada Lovelace' });
    let asked = 0;
    const server = applicantsServer([ada], {
      'GET /api/company/applicants': async () => {
        asked += 1;
        if (asked > 1) await refetch.held;
        const status = asked > 1 ? 'Withdrawn' : 'Pending';
        return {
          data: {
            success: true,
            applications: [{ ...ada, status }],
            total: 1,
            page: 1,
            pageSize: 25,
          },
        };
      },
      // She withdrew meanwhile.
      'POST /api/company/change-status': () => ({
        status: 409,
        data: {
          success: false,
          message: 'This application is already Withdrawn: it cannot change any more',
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist Ada Lovelace' }));

    expect(
      await screen.findByText('This application is already Withdrawn: it cannot change any more'),
    ).toBeInTheDocument();
    expect(within(rowOf('Ada Lovelace')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shortlist Ada Lovelace' })).toBeInTheDocument();
    refetch.release();
    expect(await within(rowOf('Ada Lovelace')).findByText('Withdrawn')).toBeInTheDocument();
    expect(buttonsOf('Ada Lovelace')).toEqual(['Notes']);
    const lists = server.listCalls();
    expect(lists).toHaveLength(2);
    expect(lists.map(paramsOf)).toEqual([
      { page: 1, pageSize: 25 },
      { page: 1, pageSize: 25 },
    ]);
  });

  it('says so when nobody applied', async () => {
    applicantsServer([]);
    open();
    expect(await screen.findByText('No Applications Available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
