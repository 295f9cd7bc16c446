import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecruiterJob } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const job = (n: number, visible: boolean, applicants: number): RecruiterJob => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Job ${n}`,
  location: 'Mumbai',
  level: 'Senior Level',
  category: 'Design',
  description: '<p>x</p>',
  salary: 1,
  date: new Date(2026, 0, n).getTime(),
  visible,
  applicants,
  companyId: { _id: company._id, name: company.name, image: company.image },
});

describe('Manage Jobs', () => {
  it('lists the jobs newest first and toggles visibility, then shows the refetched list', async () => {
    let visible = true;
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({
          data: { success: true, jobsData: [job(2, visible, 3), job(1, false, 0)] },
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
    ).toEqual(['#', 'Job Title', 'Date', 'Location', 'Applicants', 'Visible']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Job 2', 'Jan 2, 2026', 'Mumbai', '3', '']);
    const toggle = screen.getByRole('checkbox', { name: 'Visible: Job 2' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visible: Job 1' })).not.toBeChecked();

    await userEvent.click(toggle);
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Visible: Job 2' })).not.toBeChecked(),
    );
    const change = calls.find((c) => c.url === '/api/company/change-visibility');
    expect(JSON.parse(String(change?.data))).toEqual({ id: job(2, true, 0)._id });
    expect(change?.headers.token).toBe('company-token');
    expect(calls.filter((c) => c.url === '/api/company/list-jobs')).toHaveLength(2);
  });

  it('flips the box back when the server refuses the change', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({
          data: { success: true, jobsData: [job(2, true, 0)] },
        }),
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
