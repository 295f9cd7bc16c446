import { screen, within } from '@testing-library/react';
import { applicationFor, job, user } from '../../test/fixtures';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import ApplicationsPage from './applications-page';

const kept = applicationFor(job(1, { title: 'Designer' }), 'Pending');
const removed = {
  ...applicationFor(job(2, { title: 'Cartographer' }), 'Pending'),
  // What the server answers once the company deleted its account: no name, no logo.
  companyId: { _id: 'company-gone', name: '', image: '' },
  jobRemoved: true as const,
};

describe('Applied Jobs, when a company deleted its account', () => {
  it('says "Job removed by the company", with neither a link to the job nor Withdraw', async () => {
    fakeServer(
      routes({
        'GET /api/users/user': () => ({ data: { success: true, user: user('') } }),
        'GET /api/users/applications': () => ({
          data: { success: true, applications: [kept, removed] },
        }),
      }),
    );
    renderScreen(<ApplicationsPage />, { auth: signedIn() });
    const title = await screen.findByText('Job removed by the company');
    const row = title.closest('tr')!;
    expect(within(row).getByText('Cartographer')).toBeInTheDocument();
    expect(within(row).getByText('Deleted company')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('img')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Withdraw/ })).toBeNull();

    const other = screen.getByRole('link', { name: 'Designer' }).closest('tr')!;
    expect(within(other).getByRole('button', { name: /Withdraw/ })).toBeInTheDocument();
    expect(screen.getAllByText('Job removed by the company')).toHaveLength(1);
  });
});
