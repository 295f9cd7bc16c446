import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { application, applicantsServer } from '../../test/applicants-server';
import { company, renderRecruiterApp } from '../../test/render-screen';

const asRole = (role: 'viewer' | 'recruiter') => ({
  'GET /api/company/company': () => ({
    data: { success: true, company, member: { _id: 'm1', name: 'Ben', role } },
  }),
});

describe('View Applications for a viewer', () => {
  it('offers a viewer no moves, one by one or in bulk, and no Add Job', async () => {
    applicantsServer([application(1, { name: 'Ada Lovelace' })], asRole('viewer'));
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    const row = (await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' })).closest(
      'tr',
    )!;
    await screen.findByText('Viewer');
    expect(within(row).queryByRole('button', { name: /Reject|Accept|Shortlist/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Notes on Ada Lovelace' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    const bulk = screen.getByRole('group', { name: 'Bulk actions' });
    for (const button of within(bulk).getAllByRole('button', { name: /selected$/ })) {
      expect(button).toBeDisabled();
    }
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Add Job' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Team' })).toBeVisible();
  });

  it('offers a recruiter the moves and Add Job', async () => {
    applicantsServer([application(1, { name: 'Ada Lovelace' })], asRole('recruiter'));
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    await screen.findByText('Recruiter');
    expect(screen.getByRole('button', { name: 'Reject Ada Lovelace' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Add Job' })).toBeVisible();
  });
});
