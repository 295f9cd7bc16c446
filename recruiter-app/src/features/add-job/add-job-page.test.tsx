import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { localDay as day } from '../../test/local-day';

describe('Add Job', () => {
  it('posts the job with the defaults, then clears title, salary and editor but keeps the choices', async () => {
    let answer = { status: 200, data: { success: true, message: 'Job Added' } as object };
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'POST /api/company/post-job': () => answer,
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });

    // The editor's chunk is imported on mount: a cold first import can take a few seconds.
    const editor = await screen.findByRole(
      'textbox',
      { name: 'Job Description' },
      { timeout: 25_000 },
    );
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job Title')).toBeRequired();
    expect(screen.getByLabelText('Job Category')).toHaveValue('Programming');
    expect(screen.getByLabelText('Job Location')).toHaveValue('Bangalore');
    expect(screen.getByLabelText('Job Level')).toHaveValue('Begineer Level');
    const salary = screen.getByLabelText('Job Salary');
    expect(salary).toHaveValue(0);
    expect(salary).toHaveAttribute('min', '0');
    expect(salary).toHaveAttribute('placeholder', '25000');
    expect(screen.getByLabelText('Maximum Salary')).toHaveValue(null);
    expect(screen.getByLabelText('Salary Currency')).toHaveValue('INR');
    expect(screen.getByLabelText('Salary Period')).toHaveDisplayValue('Per year');
    expect(screen.getByLabelText('Employment Type')).toHaveDisplayValue('Full-time');
    expect(screen.getByLabelText('Workplace')).toHaveDisplayValue('On-site');
    const closing = screen.getByLabelText('Closing Date');
    expect(closing).toHaveValue(day(60).value);
    expect(closing).toHaveAttribute('min', day(1).value);
    expect(closing).toBeRequired();

    await user.type(screen.getByLabelText('Job Title'), 'Data Engineer');
    await user.click(editor);
    await user.keyboard('Build pipelines');
    await user.selectOptions(screen.getByLabelText('Job Location'), 'Chennai');
    await user.clear(salary);
    await user.type(salary, '50000');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Job Added')).toBeInTheDocument();
    const body = JSON.parse(String(calls.at(-1)?.data)) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Data Engineer',
      category: 'Programming',
      location: 'Chennai',
      level: 'Begineer Level',
      salary: 50000,
      salaryCurrency: 'INR',
      salaryPeriod: 'YEAR',
      employmentType: 'FULL_TIME',
      workplace: 'ON_SITE',
      closesAt: day(60).end,
    });
    expect(body).not.toHaveProperty('salaryMax');
    expect(body.description).toContain('Build pipelines');
    expect(screen.getByLabelText('Job Title')).toHaveValue('');
    expect(salary).toHaveValue(0);
    await vi.waitFor(() => expect(editor).toHaveTextContent(''));
    expect(screen.getByLabelText('Job Location')).toHaveValue('Chennai');

    // A refusal keeps what was typed: only a success clears the form.
    answer = { status: 400, data: { success: false, message: 'Job title is required' } };
    await user.type(screen.getByLabelText('Job Title'), 'Kept');
    await user.click(editor);
    await user.keyboard('Again');
    await user.type(salary, '1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/company/post-job')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Job Title')).toHaveValue('Kept');
  }, 60_000);

  it('posts a pay range, its currency and period, the job type, workplace and closing date', async () => {
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'POST /api/company/post-job': () => ({ data: { success: true, message: 'Job Added' } }),
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });
    await screen.findByRole('textbox', { name: 'Job Description' }, { timeout: 25_000 });

    await user.type(screen.getByLabelText('Job Title'), 'Night Nurse');
    await user.click(screen.getByRole('textbox', { name: 'Job Description' }));
    await user.keyboard('Nights on the ward');
    const salary = screen.getByLabelText('Job Salary');
    await user.clear(salary);
    await user.type(salary, '3000');
    const maximum = screen.getByLabelText('Maximum Salary');
    expect(maximum).toHaveAttribute('min', '3000');
    await user.type(maximum, '4500');
    await user.selectOptions(screen.getByLabelText('Salary Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Salary Period'), 'Per month');
    await user.selectOptions(screen.getByLabelText('Employment Type'), 'Part-time');
    await user.selectOptions(screen.getByLabelText('Workplace'), 'Hybrid');
    const closing = screen.getByLabelText('Closing Date');
    await user.clear(closing);
    await user.type(closing, day(10).value);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Job Added')).toBeInTheDocument();
    const body = JSON.parse(String(calls.at(-1)?.data)) as Record<string, unknown>;
    expect(body).toEqual({
      title: 'Night Nurse',
      description: expect.any(String) as unknown,
      category: 'Programming',
      location: 'Bangalore',
      level: 'Begineer Level',
      salary: 3000,
      salaryMax: 4500,
      salaryCurrency: 'EUR',
      salaryPeriod: 'MONTH',
      employmentType: 'PART_TIME',
      workplace: 'HYBRID',
      closesAt: day(10).end,
    });
    // The range goes with the figure it belongs to; the other choices stay for the next job.
    expect(maximum).toHaveValue(null);
    expect(screen.getByLabelText('Salary Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Closing Date')).toHaveValue(day(10).value);
  }, 60_000);

  it('refuses a job with no description or a pay left at 0, and offers Not disclosed', async () => {
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'POST /api/company/post-job': () => ({ data: { success: true, message: 'Job Added' } }),
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });
    const editor = await screen.findByRole(
      'textbox',
      { name: 'Job Description' },
      { timeout: 25_000 },
    );
    const posts = () => calls.filter((c) => c.url === '/api/company/post-job');

    // A title alone: both problems named, the focus on the first, nothing sent.
    await user.type(screen.getByLabelText('Job Title'), 'Porter');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Add a job description')).toBeInTheDocument();
    expect(screen.getByText('Enter the pay, or tick Not disclosed')).toBeInTheDocument();
    expect(editor).toHaveFocus();
    expect(editor).toHaveAccessibleDescription('Add a job description');
    expect(posts()).toHaveLength(0);

    await user.keyboard('Carry the bags');
    // Said no longer once typed, before the next Add; the pay's problem stays until it changes.
    await vi.waitFor(() =>
      expect(screen.queryByText('Add a job description')).not.toBeInTheDocument(),
    );
    expect(editor).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter the pay, or tick Not disclosed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const salary = screen.getByLabelText('Job Salary');
    expect(salary).toHaveFocus();
    expect(salary).toHaveAccessibleDescription('Enter the pay, or tick Not disclosed');
    expect(posts()).toHaveLength(0);

    // Not disclosed: the figures are off, and the job goes with a pay of 0, no range.
    await user.click(screen.getByRole('checkbox', { name: /Not disclosed/ }));
    expect(screen.queryByText('Enter the pay, or tick Not disclosed')).not.toBeInTheDocument();
    expect(salary).toBeDisabled();
    expect(screen.getByLabelText('Maximum Salary')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Job Added')).toBeInTheDocument();
    const body = JSON.parse(String(posts().at(-1)?.data)) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Porter', salary: 0 });
    expect(body).not.toHaveProperty('salaryMax');
    expect(screen.getByRole('checkbox', { name: /Not disclosed/ })).not.toBeChecked();
  }, 60_000);
});
