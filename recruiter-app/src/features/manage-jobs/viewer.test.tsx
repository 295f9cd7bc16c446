import { screen, within } from '@testing-library/react';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { recruiterJob as job } from '../../test/recruiter-job';

const serverFor = (role: 'viewer' | 'recruiter') =>
  fakeServer(
    routes({
      'GET /api/company/company': () => ({
        data: { success: true, company, member: { _id: 'm1', name: 'Ben', role } },
      }),
      'GET /api/company/list-jobs': () => ({
        data: {
          success: true,
          jobsData: [job(1, { title: 'Welder' })],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
    }),
  );

describe('Manage Jobs for a viewer', () => {
  it('offers a viewer the insights only: no edit, close, duplicate or visibility', async () => {
    serverFor('viewer');
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await screen.findByText('Viewer');
    const row = screen.getByRole('link', { name: 'Insights for Welder' }).closest('tr')!;
    for (const name of ['Edit Welder', 'Duplicate Welder'])
      expect(
        within(row).queryByRole('link', { name }) ?? within(row).queryByRole('button', { name }),
      ).toBeNull();
    expect(within(row).queryByRole('button', { name: /^(Close|Reopen) Welder$/ })).toBeNull();
    expect(within(row).getByRole('checkbox', { name: 'Visible: Welder' })).toBeDisabled();
  });

  it('offers a recruiter every action', async () => {
    serverFor('recruiter');
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await screen.findByText('Recruiter');
    const row = screen.getByRole('link', { name: 'Insights for Welder' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit Welder' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Duplicate Welder' })).toBeVisible();
    expect(within(row).getByRole('checkbox', { name: 'Visible: Welder' })).toBeEnabled();
  });
});
