import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_MS, type RecruiterJob } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { localDay } from '../../test/local-day';
import { recruiterJob as job } from '../../test/recruiter-job';

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as { id: string };
const dayOf = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

/** list-jobs answering from `jobs`, and close, reopen and duplicate changing them. */
function companyServer(initial: RecruiterJob[]) {
  let jobs = initial;
  const update = (id: string, fields: Partial<RecruiterJob>) => {
    jobs = jobs.map((j) => (j._id === id ? { ...j, ...fields } : j));
  };
  const calls = fakeServer(
    routes({
      'GET /api/company/company': () => ({ data: { success: true, company } }),
      'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: jobs } }),
      'POST /api/company/close-job': (config) => {
        update(bodyOf(config).id, { status: 'closed' });
        return { data: { success: true, message: 'Job closed' } };
      },
      'POST /api/company/reopen-job': (config) => {
        update(bodyOf(config).id, { status: 'open', closesAt: Date.now() + 60 * DAY_MS });
        return { data: { success: true, message: 'Job reopened' } };
      },
      'POST /api/company/duplicate-job': (config) => {
        const original = jobs.find((j) => j._id === bodyOf(config).id)!;
        jobs = [{ ...original, _id: job(9)._id, visible: false, applicants: 0 }, ...jobs];
        return {
          data: {
            success: true,
            message: 'Job copied: it stays hidden until you show it',
            job: { _id: job(9)._id },
          },
        };
      },
    }),
  );
  return calls;
}

describe('Manage Jobs', () => {
  it('lists the jobs newest first and toggles visibility, then shows the refetched list', async () => {
    let visible = true;
    const closesAt = localDay(5).end;
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({
          data: {
            success: true,
            jobsData: [
              job(2, { visible, applicants: 3, closesAt }),
              job(1, { visible: false, applicants: 0 }),
            ],
          },
        }),
        'POST /api/company/change-visibility': () => {
          visible = !visible;
          return { data: { success: true, message: 'Job is now hidden' } };
        },
      }),
    );
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '#',
      'Job Title',
      'Date',
      'Location',
      'Applicants',
      'Status',
      'Closing Date',
      'Visible',
      'Actions',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'Job 2',
      'Jan 2, 2026',
      'Mumbai',
      '3',
      'Open',
      `${dayOf(closesAt)}Closes in 5 days`,
      '',
      'EditCloseDuplicate',
    ]);
    const toggle = screen.getByRole('checkbox', { name: 'Visible: Job 2' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visible: Job 1' })).not.toBeChecked();

    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Visible: Job 2' })).not.toBeChecked(),
    );
    const change = calls.find((c) => c.url === '/api/company/change-visibility');
    expect(JSON.parse(String(change?.data))).toEqual({ id: job(2)._id });
    expect(change?.headers.token).toBe('company-token');
    expect(calls.filter((c) => c.url === '/api/company/list-jobs')).toHaveLength(2);
  });

  it('shows each job’s status and closing date, and offers Reopen for closed and expired jobs', async () => {
    const ended = Date.now() - 3 * DAY_MS;
    companyServer([
      job(3, { closesAt: localDay(30).end }),
      job(2, { status: 'closed' }),
      job(1, { status: 'expired', closesAt: ended }),
    ]);
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await screen.findByRole('table');

    expect(within(rowOf('Job 3')).getByText('Open')).toHaveClass('bg-green-100');
    expect(within(rowOf('Job 2')).getByText('Closed')).toHaveClass('bg-gray-200');
    expect(within(rowOf('Job 1')).getByText('Expired')).toHaveClass('bg-amber-100');
    expect(within(rowOf('Job 1')).getByText(dayOf(ended))).toHaveTextContent('Ended 3 days ago');
    expect(within(rowOf('Job 3')).getByText('Closes in 30 days')).toBeInTheDocument();
    expect(within(rowOf('Job 2')).queryByText(/^Closes/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Job 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Job 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Job 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Job 1' })).toHaveAttribute(
      'href',
      `/dashboard/edit-job/${job(1)._id}`,
    );
  });

  it('closes a job only once the dialog is confirmed, and gives focus back to the row', async () => {
    const calls = companyServer([job(2)]);
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const close = await screen.findByRole('button', { name: 'Close Job 2' });

    // Escape, then Cancel: nothing is sent, and focus is back on the row's button each time.
    close.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Close this job?' })).toHaveTextContent('Job 2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/company/close-job')).toHaveLength(0);

    await user.click(close);
    const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/company/close-job')!;
    expect(bodyOf(sent)).toEqual({ id: job(2)._id });
    expect(sent.headers.token).toBe('company-token');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Job 2')).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Job 2' })).toHaveFocus();
  });

  it('reopens a closed job at once', async () => {
    const calls = companyServer([job(2, { status: 'closed' })]);
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen Job 2' }));

    expect(await screen.findByText('Job reopened')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/company/reopen-job')!;
    expect(bodyOf(sent)).toEqual({ id: job(2)._id });
    await vi.waitFor(() => expect(within(rowOf('Job 2')).getByText('Open')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Close Job 2' })).toBeInTheDocument();
  });

  it('duplicates a job and opens the hidden copy for editing', async () => {
    const calls = companyServer([job(2, { title: 'Data Engineer', salary: 700, salaryMin: 700 })]);
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Data Engineer' }));

    expect(
      await screen.findByText('Job copied: it stays hidden until you show it'),
    ).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.url === '/api/company/duplicate-job')!)).toEqual({
      id: job(2)._id,
    });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Current URL')).toHaveTextContent(
        `/dashboard/edit-job/${job(9)._id}`,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job Title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Job Salary')).toHaveValue(700);
    expect(screen.getByText(/This job is hidden/)).toBeInTheDocument();
  });

  it('flips the box back when the server refuses the change', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [job(2)] } }),
        'POST /api/company/change-visibility': () => ({
          status: 403,
          data: { success: false, message: 'You can only change your own jobs' },
        }),
      }),
    );
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const toggle = await screen.findByRole('checkbox', { name: 'Visible: Job 2' });
    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Visible: Job 2' })).toBeChecked(),
    );
  });

  it('says so when nothing is posted, and links to Add Job', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [] } }),
      }),
    );
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    expect(await screen.findByText('No Jobs Available or Posted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add new Job' }));
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/add-job');
  });
});
