import { screen, within } from '@testing-library/react';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';
import { recruiterJob as job } from '../../test/recruiter-job';

const HEADINGS = [
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
];

// jsdom draws no layout: what it can check is that a stacked row has what it needs to show.
describe('Manage Jobs at phone width', () => {
  it('labels every cell with its column, and keeps every action in the row', async () => {
    fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'GET /api/company/list-jobs': () => ({
          data: { success: true, jobsData: [job(1, { applicants: 2 })], total: 1 },
        }),
      }),
    );
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    const table = await screen.findByRole('table');
    // The spec's headings stay for the table layout, and for assistive technology when stacked.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(HEADINGS);

    const row = screen.getByRole('cell', { name: 'Job 1' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(HEADINGS);
    // The number is no longer dropped on a phone.
    expect(cells[0]).not.toHaveClass('max-sm:hidden');
    expect(cells[0]).toHaveTextContent(/^1$/);
    expect(within(row).getByRole('link', { name: '2 applicants for Job 1' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Visible: Job 1' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Insights for Job 1' })).toBeInTheDocument();
    for (const action of ['Edit Job 1', 'Close Job 1', 'Duplicate Job 1'])
      expect(
        within(row).getByRole(/Edit/.test(action) ? 'link' : 'button', { name: action }),
      ).toBeInTheDocument();
  });
});
