import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_MS, type RecruiterJob } from 'shared-api/contract';
import { paramsOf } from '../../test/calls';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { localDay } from '../../test/local-day';
import { recruiterJob as job } from '../../test/recruiter-job';

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data)) as { id: string };
const dayOf = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

/** list-jobs paging and filtering `jobs` as the server does: newest first, `q` in the title. */
function pageOf(jobs: RecruiterJob[], config: Parameters<typeof paramsOf>[0]) {
  const { page, pageSize, status, q } = paramsOf(config);
  const matching = jobs.filter(
    (j) =>
      (!status || j.status === status) &&
      (!q || j.title.toLowerCase().includes(String(q).toLowerCase())),
  );
  const from = (Number(page) - 1) * Number(pageSize);
  return {
    data: {
      success: true,
      jobsData: matching.slice(from, from + Number(pageSize)),
      total: matching.length,
      page: Number(page),
      pageSize: Number(pageSize),
    },
  };
}

/** list-jobs answering from `jobs`, close, reopen and duplicate changing them, and a job by id. */
function companyServer(initial: RecruiterJob[]) {
  let jobs = initial;
  const update = (id: string, fields: Partial<RecruiterJob>) => {
    jobs = jobs.map((j) => (j._id === id ? { ...j, ...fields } : j));
  };
  const table = routes({
    'GET /api/company/company': () => ({ data: { success: true, company } }),
    'GET /api/company/list-jobs': (config) => pageOf(jobs, config),
    'GET /api/company/applicants': () => ({
      data: { success: true, applications: [], total: 0, page: 1, pageSize: 25 },
    }),
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
  });
  return fakeServer((config) => {
    const id = /^\/api\/jobs\/(.+)$/.exec(config.url ?? '')?.[1];
    const found = jobs.find((j) => j._id === id);
    return found ? { data: { success: true, job: found } } : table(config);
  });
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
              job(2, { visible, applicants: 3, views: 1234, closesAt }),
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
      'Views',
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
      '1,234',
      'Open',
      `${dayOf(closesAt)}Closes in 5 days`,
      '',
      'EditCloseDuplicateInsights',
    ]);
    // A hidden job is open to nobody: it reads Hidden, not Open.
    expect(within(rows[2]!).getAllByRole('cell')[6]).toHaveTextContent(/^Hidden$/);
    expect(within(rows[2]!).getAllByRole('cell')[5]).toHaveTextContent(/^0$/);
    // The title is a link to the job's public page, Insights to its insights page.
    expect(within(rows[1]!).getByRole('link', { name: 'Job 2' })).toHaveAttribute(
      'href',
      `/apply-jobs/${job(2)._id}`,
    );
    expect(screen.getByRole('link', { name: 'Insights for Job 2' })).toHaveAttribute(
      'href',
      `/dashboard/insights/${job(2)._id}`,
    );
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
    // The same button, never disabled on the way: the keyboard stays on it.
    expect(screen.getByRole('button', { name: 'Close Job 2' })).toHaveFocus();
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
    // The heading shows while the copy loads; the form comes with it.
    expect(await screen.findByLabelText('Job Title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Job Salary')).toHaveValue(700);
    expect(screen.getByText(/This job is hidden/)).toBeInTheDocument();
  });

  it('keeps the focus on a box whose change is on its way, and ignores presses meanwhile', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [job(2)] } }),
        'POST /api/company/change-visibility': async () => {
          await held;
          return { data: { success: true, message: 'Visibility changed' } };
        },
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const toggle = await screen.findByRole('checkbox', { name: 'Visible: Job 2' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toBeEnabled();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    release();
    await vi.waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).toHaveFocus();
    expect(calls.filter((c) => c.url === '/api/company/change-visibility')).toHaveLength(1);
  });

  it('flips the box back when the server refuses the change', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [job(2)] } }),
        // The server's refusal of a job that is not the company's: it answers as a missing one.
        'POST /api/company/change-visibility': () => ({
          status: 404,
          data: { success: false, message: 'Job not found' },
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
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add new Job' }));
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/add-job');
  });

  it('pages through the jobs 25 at a time and searches by title, keeping both in the URL', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) =>
      job(1, {
        _id: `00000000-0000-4000-8000-0000000010${String(i).padStart(2, '0')}`,
        title: i === 27 ? 'Data Engineer' : `Job ${i + 1}`,
        status: i === 28 ? 'closed' : 'open',
      }),
    );
    const calls = companyServer(thirty);
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    expect(await screen.findByText('Showing 1–25 of 30 jobs')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(26);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–30 of 30 jobs')).toBeInTheDocument();
    expect(within(rowOf('Job 26')).getAllByRole('cell')[0]).toHaveTextContent('26');
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'engineer');
    expect(await screen.findByText('Showing 1 job')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?q=engineer');

    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    expect(await screen.findByText('Showing 1–25 of 30 jobs')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    expect(await screen.findByText('Showing 1 job')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Job 29' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?status=closed');

    const lists = calls.filter((c) => c.url === '/api/company/list-jobs').map(paramsOf);
    expect(lists).toEqual([
      { page: 1, pageSize: 25 },
      { page: 2, pageSize: 25 },
      { page: 1, pageSize: 25, q: 'engineer' },
      { page: 1, pageSize: 25 },
      { page: 1, pageSize: 25, status: 'closed' },
    ]);
    expect(
      calls
        .filter((c) => c.url === '/api/company/list-jobs')
        .every((c) => c.headers.token === 'company-token'),
    ).toBe(true);
  });

  it('says so when no job matches the search', async () => {
    companyServer([job(2)]);
    renderRecruiterApp({ url: '/dashboard/manage-jobs?q=pilot', companyToken: 'company-token' });
    expect(await screen.findByText('No jobs match this search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('pilot');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('cell', { name: 'Job 2' })).toBeInTheDocument();
  });

  it('links an applicant count to View Applications filtered to that job', async () => {
    const calls = companyServer([job(2, { applicants: 3 }), job(1, { applicants: 0 })]);
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const link = await screen.findByRole('link', { name: '3 applicants for Job 2' });
    expect(link).toHaveTextContent(/^3$/);
    expect(link).toHaveAttribute('href', `/dashboard/view-applications?jobId=${job(2)._id}`);
    expect(within(rowOf('Job 1')).getAllByRole('cell')[4]).toHaveTextContent(/^0$/);
    expect(
      within(rowOf('Job 1')).queryByRole('link', { name: /applicant/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'View Applications' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/view-applications');
    await vi.waitFor(() => expect(screen.getByLabelText('Job')).toHaveDisplayValue('Job 2'));
    const asked = calls.filter((c) => c.url === '/api/company/applicants').map(paramsOf);
    expect(asked).toEqual([{ page: 1, pageSize: 25, jobId: job(2)._id }]);
  });
});
