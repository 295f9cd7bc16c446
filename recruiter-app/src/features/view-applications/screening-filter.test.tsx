import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicantsServer, jobB } from '../../test/applicants-server';
import { paramsOf } from '../../test/calls';
import { renderRecruiterApp } from '../../test/render-screen';
import { ada, asking, bob } from '../../test/screened-applicants';

const open = () =>
  renderRecruiterApp({ url: '/dashboard/view-applications', companyToken: 'company-token' });

describe('View Applications screening filter', () => {
  it('hides or shows only the screened-out applicants', async () => {
    const server = applicantsServer([ada, bob], {}, [asking, jobB]);
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const screening = screen.getByLabelText('Screening');
    expect(screening).toHaveDisplayValue('All applicants');

    await user.selectOptions(screening, 'Hide screened out');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Bob Byte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current query')).toHaveTextContent('?screenedOut=false');

    await user.selectOptions(screening, 'Only screened out');
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Bob Byte' })).not.toBeInTheDocument(),
    );
    expect(server.listCalls().map(paramsOf).at(-1)).toMatchObject({ screenedOut: 'true' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Bob Byte' })).toBeInTheDocument();
    expect(screening).toHaveDisplayValue('All applicants');
  });
});
