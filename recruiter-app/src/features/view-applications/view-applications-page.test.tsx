import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const application = (status: Application['status'], image = ''): Application => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  jobId: { _id: 'j1', title: 'Frontend Developer', location: 'Chennai' },
  companyId: { _id: company._id, name: company.name, image: company.image },
  userId: { _id: 'u1', name: 'Ada Lovelace', image, resume: '/files/resumes/r.pdf?signature=s' },
  date: 1,
  status,
});

describe('View Applications', () => {
  it('shows a loading view, then applicants with a drawn avatar, and accepts one', async () => {
    let status: Application['status'] = 'Pending';
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/applicants': async () => {
          await first;
          return { data: { success: true, applications: [application(status)] } };
        },
        'POST /api/company/change-status': () => {
          status = 'Accepted';
          return { data: { success: true, message: 'Application accepted' } };
        },
      }),
    );
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    expect(await screen.findByRole('status', { name: 'Loading applications' })).toBeInTheDocument();
    release();

    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(row).getByRole('link', { name: 'Resume of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/files/resumes/r.pdf?signature=s',
    );
    await userEvent.click(
      within(row).getByRole('button', { name: 'Accept Ada Lovelace for Frontend Developer' }),
    );
    expect(await screen.findByText('Application accepted')).toBeInTheDocument();
    expect(await within(screen.getAllByRole('row')[1]!).findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept / })).not.toBeInTheDocument();
    const change = calls.find((c) => c.url === '/api/company/change-status');
    expect(JSON.parse(String(change?.data))).toEqual({
      id: application('Pending')._id,
      status: 'Accepted',
    });
  });

  it('says so when nobody applied', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/applicants': () => ({ data: { success: true, applications: [] } }),
      }),
    );
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    expect(await screen.findByText('No Applications Available')).toBeInTheDocument();
  });
});
