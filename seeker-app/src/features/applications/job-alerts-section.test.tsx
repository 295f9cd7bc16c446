import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobAlert } from 'shared-api/contract';
import { fakeServer, renderScreen, routes, signedIn } from '../../test/render-screen';
import { JobAlertsSection } from './job-alerts-section';

const alert = (id: string, values: Partial<JobAlert>): JobAlert => ({
  _id: id,
  title: '',
  location: '',
  categories: [],
  locations: [],
  createdAt: Date.UTC(2026, 10, 20),
  ...values,
});

function server(alerts: JobAlert[]) {
  const state = { alerts: [...alerts] };
  const table = Object.fromEntries(
    alerts.map((a) => [
      `DELETE /api/users/alerts/${a._id}`,
      () => {
        state.alerts = state.alerts.filter((kept) => kept._id !== a._id);
        return { data: { success: true, message: 'Job alert deleted' } };
      },
    ]),
  );
  const calls = fakeServer(
    routes({
      'GET /api/users/alerts': () => ({ data: { success: true, alerts: state.alerts } }),
      ...table,
    }),
  );
  return { calls, state };
}

describe('Applied Jobs: Job alerts', () => {
  it('lists each alert in words with its Delete, and deletes one, keeping the focus', async () => {
    const { calls } = server([
      alert('a1', { title: 'React', location: 'Bangalore' }),
      alert('a2', { categories: ['Design', 'Marketing'], locations: ['Chennai', 'Mumbai'] }),
      alert('a3', {}),
    ]);
    const user = userEvent.setup();
    renderScreen(<JobAlertsSection />, { auth: signedIn() });
    const section = screen.getByRole('region', { name: 'Job alerts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'React in Bangalore',
      'Design or Marketing jobs in Chennai or Mumbai',
      'All jobs',
    ]);
    expect(items[0]).toHaveTextContent('Saved on November 20, 2026');

    await user.click(screen.getByRole('button', { name: 'Delete job alert: React in Bangalore' }));
    expect(await screen.findByText('Job alert deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'delete' && c.url === '/api/users/alerts/a1')).toBe(true);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    // The Delete now in its place has the focus, so the keyboard carries on from there.
    expect(
      screen.getByRole('button', {
        name: 'Delete job alert: Design or Marketing jobs in Chennai or Mumbai',
      }),
    ).toHaveFocus();
  });

  it('gives the focus to the heading once the last alert is deleted, then shows the empty state', async () => {
    server([alert('a1', { title: 'Go' })]);
    const user = userEvent.setup();
    renderScreen(<JobAlertsSection />, { auth: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Delete job alert: Go' }));
    expect(await screen.findByText('You have no job alerts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job alerts' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/');
  });

  it("says when the list cannot be loaded, with the server's message", async () => {
    fakeServer(
      routes({
        'GET /api/users/alerts': () => ({
          status: 503,
          data: { success: false, message: 'Service unavailable, try again shortly' },
        }),
      }),
    );
    renderScreen(<JobAlertsSection />, { auth: signedIn() });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your job alerts could not be loaded.');
    expect(problem).toHaveTextContent('Service unavailable, try again shortly');
  });
});
