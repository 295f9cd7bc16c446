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

const serveOneJob = () =>
  fakeServer(
    routes({
      'GET /api/company/company': () => ({ data: { success: true, company } }),
      'GET /api/company/list-jobs': () => ({
        data: { success: true, jobsData: [job(1, { applicants: 2 })], total: 1 },
      }),
    }),
  );

// jsdom draws no layout: what it can check is that a stacked row has what it needs to show.
describe('Manage Jobs at phone width', () => {
  it('labels every cell with its column, and keeps every action in the row', async () => {
    serveOneJob();
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

  it('stacks below 1280 px, and as a table fits ten columns beside the side bar at 1280 px', async () => {
    serveOneJob();
    renderRecruiterApp({ url: '/dashboard/manage-jobs', companyToken: 'company-token' });
    await screen.findByRole('table');
    // Ten columns of the shared padding and a row of four buttons took 1,040 px of 1,005.
    const row = screen.getByRole('cell', { name: 'Job 1' }).closest('tr')!;
    expect(row).toHaveClass('max-xl:grid');
    for (const cell of within(row).getAllByRole('cell')) expect(cell).toHaveClass('xl:px-2.5');
    for (const heading of screen.getAllByRole('columnheader')) {
      expect(heading).toHaveClass('max-xl:sr-only', 'xl:px-2.5');
    }
    // The four actions two by two, not a line the cell cuts off.
    const actions = within(row).getByRole('link', { name: 'Edit Job 1' }).parentElement!;
    expect(actions).toHaveClass('xl:grid', 'xl:grid-cols-[auto_auto]');
    expect(within(actions).getByRole('button', { name: 'Close Job 1' })).toBeInTheDocument();
    // The date may wrap after its day rather than widen its column.
    expect(within(row).getAllByRole('cell')[2]).not.toHaveClass('whitespace-nowrap');
  });
});
