import { screen, within } from '@testing-library/react';
import { application, applicantsServer } from '../../test/applicants-server';
import { renderRecruiterApp } from '../../test/render-screen';

// jsdom draws no layout: what it can check is that a stacked card has what it needs to show.
describe('View Applications at phone width', () => {
  it('gives every value of a card its column’s label, and keeps every action in it', async () => {
    applicantsServer([application(1, { name: 'Ada Lovelace' })]);
    renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });
    const box = await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' });
    const row = box.closest('tr')!;
    const headings = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const cells = within(row).getAllByRole('cell');
    // The first column is the selection box, labelled by its own name; each other shows its heading.
    headings.slice(1).forEach((heading, index) => {
      // The label comes first: the Resume cell's link says "Resume" too.
      expect(within(cells[index + 1]!).getAllByText(heading)[0]).toHaveClass('@min-[60rem]:hidden');
    });
    expect(within(row).getByRole('link', { name: 'Resume of Ada Lovelace' })).toBeInTheDocument();
    for (const action of ['Shortlist', 'Reject', 'Notes on'])
      expect(
        within(row).getByRole('button', { name: `${action} Ada Lovelace` }),
      ).toBeInTheDocument();
  });
});
