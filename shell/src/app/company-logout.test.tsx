import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompanyLogout } from 'shared-api/company/session';
import type { FakeResponse, FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ contract: { version: 1 }, default: () => <RecruiterScreen /> })),
}));

/** Stands in for the recruiter remote's dashboard: its Logout uses the same shared hook. */
function RecruiterScreen() {
  const logout = useCompanyLogout();
  return (
    <button type="button" onClick={() => logout()}>
      Logout
    </button>
  );
}

const company = { _id: 'company-1', name: 'Acme Software', email: 'hr@acme.test', image: '' };

const companyApi = (logout: FakeServer, profile: FakeServer) =>
  routes({
    'GET /api/company/company': profile,
    'POST /api/company/logout': logout,
  });

/** Gives a call the last step started time to reach the fake server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const logoutCalls = <T extends { url?: string }>(calls: T[]) =>
  calls.filter((call) => call.url === '/api/company/logout');

beforeEach(() => localStorage.clear());

describe('Recruiter Logout in the shell', () => {
  it('sends the token to the server and logs out at once, with no error when the server fails', async () => {
    localStorage.setItem('companyToken', 'company-token');
    let answer!: (response: FakeResponse) => void;
    const answered = new Promise<FakeResponse>((resolve) => (answer = resolve));
    const calls = fakeServer(
      companyApi(
        () => answered,
        () => ({ data: { success: true, company } }),
      ),
    );
    await renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(logoutCalls(calls)).toHaveLength(1));
    expect(logoutCalls(calls)[0]?.method).toBe('post');
    expect(logoutCalls(calls)[0]?.headers.token).toBe('company-token');
    // The server has not answered yet: the recruiter is logged out all the same.
    expect(localStorage.getItem('companyToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Recruiter Login' })).toBeInTheDocument();

    await act(async () => {
      answer({ status: 503, data: { success: false, message: 'Service Unavailable' } });
      await answered;
    });
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
  });

  it('on a public page, shows a signed-in recruiter the way to the dashboard, not a second login', async () => {
    localStorage.setItem('companyToken', 'company-token');
    fakeServer(
      companyApi(
        () => ({ data: { success: true, message: 'Logged out' } }),
        () => ({ data: { success: true, company } }),
      ),
    );
    await renderApp('/');
    const nav = screen.getAllByRole('navigation')[0]!;
    const dashboard = await within(nav).findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard/manage-jobs');
    expect(await within(nav).findByText('Acme Software')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Recruiter Login' })).not.toBeInTheDocument();
    // The job seeker's own sign-in stays.
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('does not ask the server when it has already refused the token', async () => {
    localStorage.setItem('companyToken', 'expired-company-token');
    const calls = fakeServer(
      companyApi(
        () => ({ data: { success: true, message: 'Logged out' } }),
        () => ({ status: 401, data: { success: false, message: 'Please log in again.' } }),
      ),
    );
    await renderApp('/');
    expect(await screen.findByText('Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
    await settle();
    expect(logoutCalls(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Recruiter Login' })).toBeInTheDocument();
  });
});
