import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecruiterJob } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { localDay as day } from '../../test/local-day';
import { recruiterJob } from '../../test/recruiter-job';

const job = recruiterJob(4, {
  title: 'Data Engineer',
  description: '<p>Build <strong>pipelines</strong></p>',
  category: 'Data Science',
  location: 'Chennai',
  level: 'Intermediate Level',
  salary: 50000,
  salaryMin: 50000,
  salaryMax: 80000,
  salaryCurrency: 'USD',
  salaryPeriod: 'MONTH',
  employmentType: 'CONTRACTOR',
  workplace: 'REMOTE',
  closesAt: day(20).end,
});

/** GET /api/jobs/{id} answering from `jobs` (others: 404), after `delay` ms. */
function serve(jobs: RecruiterJob[], delay = 0) {
  const table = routes({
    'GET /api/company/company': () => ({ data: { success: true, company } }),
    'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: jobs, total: 1 } }),
    'POST /api/company/edit-job': () => ({
      data: { success: true, message: 'Job updated', job },
    }),
  });
  return fakeServer(async (config) => {
    const id = /^\/api\/jobs\/(.+)$/.exec(config.url ?? '')?.[1];
    if (id === undefined) return table(config);
    await new Promise((resolve) => setTimeout(resolve, delay));
    const found = jobs.find((candidate) => candidate._id === id);
    return found
      ? { data: { success: true, job: found } }
      : { status: 404, data: { success: false, message: 'Job not found' } };
  });
}

const openEditor = () =>
  // The editor's chunk is imported on mount: a cold first import can take a few seconds.
  screen.findByRole('textbox', { name: 'Job Description' }, { timeout: 25_000 });

describe('Edit Job', () => {
  it('starts from the job, sends only what changed, and goes back to Manage Jobs', async () => {
    const calls = serve([job], 50);
    const user = userEvent.setup();
    renderRecruiterApp({ url: `/dashboard/edit-job/${job._id}`, companyToken: 'company-token' });

    expect(screen.getByRole('status', { name: 'Loading the job' })).toBeInTheDocument();
    // The same heading from loading to the form: focus put on it by a navigation stays.
    const heading = screen.getByRole('heading', { level: 1, name: 'Edit Job' });
    const editor = await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBe(heading);
    await vi.waitFor(() => expect(editor).toHaveTextContent('Build pipelines'));
    expect(within(editor).getByText('pipelines').tagName).toBe('STRONG');
    expect(screen.getByLabelText('Job Title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Job Category')).toHaveValue('Data Science');
    expect(screen.getByLabelText('Job Location')).toHaveValue('Chennai');
    expect(screen.getByLabelText('Job Level')).toHaveValue('Intermediate Level');
    expect(screen.getByLabelText('Job Salary')).toHaveValue(50000);
    expect(screen.getByLabelText('Maximum Salary')).toHaveValue(80000);
    expect(screen.getByLabelText('Salary Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Salary Period')).toHaveDisplayValue('Per month');
    expect(screen.getByLabelText('Employment Type')).toHaveDisplayValue('Contract');
    expect(screen.getByLabelText('Workplace')).toHaveDisplayValue('Remote');
    expect(screen.getByLabelText('Closing Date')).toHaveValue(day(20).value);
    expect(screen.queryByText(/This job is hidden/)).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.url === `/api/jobs/${job._id}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.token).toBe('company-token');
    expect(calls.filter((c) => c.url === '/api/company/list-jobs')).toHaveLength(0);

    const title = screen.getByLabelText('Job Title');
    await user.clear(title);
    await user.type(title, 'Senior Data Engineer');
    await user.clear(screen.getByLabelText('Maximum Salary'));
    await user.selectOptions(screen.getByLabelText('Workplace'), 'Hybrid');
    const closing = screen.getByLabelText('Closing Date');
    await user.clear(closing);
    await user.type(closing, day(30).value);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/company/edit-job')!;
    expect(JSON.parse(String(sent.data))).toEqual({
      id: job._id,
      title: 'Senior Data Engineer',
      salaryMax: null,
      workplace: 'HYBRID',
      closesAt: day(30).end,
    });
    expect(sent.headers.token).toBe('company-token');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/manage-jobs'),
    );
    expect(await screen.findByRole('heading', { name: 'Manage Jobs' })).toBeInTheDocument();
  }, 60_000);

  it('saves an expired job’s new description without its past closing date', async () => {
    const expired = recruiterJob(5, {
      status: 'expired',
      visible: false,
      closesAt: day(-3).end,
      employmentType: null,
      workplace: null,
    });
    const calls = serve([expired]);
    const user = userEvent.setup();
    renderRecruiterApp({
      url: `/dashboard/edit-job/${expired._id}`,
      companyToken: 'company-token',
    });

    const editor = await openEditor();
    await vi.waitFor(() => expect(editor).toHaveTextContent('x'));
    expect(screen.getByText(/This job is hidden/)).toBeInTheDocument();
    expect(screen.getByText(/This job has expired/)).toBeInTheDocument();
    expect(screen.getByLabelText('Employment Type')).toHaveDisplayValue('Not specified');
    expect(screen.getByLabelText('Workplace')).toHaveDisplayValue('Not specified');
    const closing = screen.getByLabelText('Closing Date');
    expect(closing).toHaveValue(day(-3).value);
    expect(closing).toBeValid();

    await user.click(editor);
    await user.keyboard('and more ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/company/edit-job')!;
    const body = JSON.parse(String(sent.data)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['description', 'id']);
    expect(body.description).toContain('and more');
  }, 60_000);

  it('says so when the job is another company’s, though its page is public', async () => {
    const theirs = recruiterJob(6, {
      title: 'Their Job',
      companyId: { _id: '00000000-0000-4000-8000-00000000c002', name: 'Other', image: '' },
    });
    serve([theirs]);
    renderRecruiterApp({ url: `/dashboard/edit-job/${theirs._id}`, companyToken: 'company-token' });
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Job Title')).not.toBeInTheDocument();
  });

  it('says so when the job is not one of the company’s', async () => {
    serve([job]);
    renderRecruiterApp({
      url: '/dashboard/edit-job/00000000-0000-4000-8000-0000000000ff',
      companyToken: 'company-token',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Manage Jobs' }));
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/manage-jobs');
  });
});
