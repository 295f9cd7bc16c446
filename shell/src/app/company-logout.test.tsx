import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCompanyLogout } from 'shared-api/company/session';
import type { FakeResponse, FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ contract: { version: 1 }, default: () => <StandIn.Screen /> })),
}));

/** Which stand-in the remotes' pages render in a test. */
const StandIn = { Screen: RecruiterScreen };

/** Stands in for the recruiter remote's dashboard: its Logout uses the same shared hook. */
function RecruiterScreen() {
  const logout = useCompanyLogout();
  return (
    <button type="button" onClick={() => logout()}>
      Logout
    </button>
  );
}

/** Stands in for the dashboard: its Logout ends the session in the same transition as the move home. */
function DashboardScreen() {
  const logout = useCompanyLogout();
  const navigate = useNavigate();
  if (!useLocation().pathname.startsWith('/dashboard')) return <p>Home page</p>;
  return (
    <button
      type="button"
      onClick={() =>
        startTransition(() => {
          logout();
          void navigate('/');
        })
      }
    >
      Logout
    </button>
  );
}

/**
 * Stands in for a dashboard built before that (a remote ships alone, and a rollback can bring it
 * back): home first, the session ends once the dashboard has gone, so the home page's Navbar has
 * asked for the company once more with the token the Logout revokes.
 */
function EarlierDashboardScreen() {
  const logout = useCompanyLogout();
  const navigate = useNavigate();
  const onDashboard = useLocation().pathname.startsWith('/dashboard');
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) logout();
    },
    [logout],
  );
  if (!onDashboard) return <p>Home page</p>;
  return (
    <button
      type="button"
      onClick={() => {
        leaving.current = true;
        void navigate('/');
      }}
    >
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

/**
 * Opens the dashboard signed in, lets its company details go stale (the home page's Navbar would
 * ask for them again) and chooses Logout; returns once the one logout call has been answered.
 */
async function logOutWithStaleDetails(calls: { url?: string }[]) {
  await renderApp('/dashboard');
  await waitFor(() => expect(calls).toHaveLength(1));
  await settle();
  const later = Date.now() + 60_000;
  vi.spyOn(Date, 'now').mockReturnValue(later);
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  await waitFor(() => expect(logoutCalls(calls)).toHaveLength(1));
  await settle();
}

/** Signed out without a word of error, and offered the login again. */
function expectQuietlySignedOut() {
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(localStorage.getItem('companyToken')).toBeNull();
  expect(screen.getByRole('button', { name: 'Recruiter Login' })).toBeInTheDocument();
}

beforeEach(() => {
  localStorage.clear();
  StandIn.Screen = RecruiterScreen;
});

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

  it('asks nothing more with the old token once Logout is chosen', async () => {
    StandIn.Screen = DashboardScreen;
    localStorage.setItem('companyToken', 'company-token');
    const calls = fakeServer(
      companyApi(
        () => ({ data: { success: true, message: 'Logged out' } }),
        () => ({ data: { success: true, company } }),
      ),
    );
    await logOutWithStaleDetails(calls);
    expect(calls.map((call) => `${call.method?.toUpperCase()} ${call.url}`)).toEqual([
      'GET /api/company/company',
      'POST /api/company/logout',
    ]);
    expectQuietlySignedOut();
  });

  it('never tells a recruiter that their session expired when an earlier dashboard let a call through', async () => {
    StandIn.Screen = EarlierDashboardScreen;
    localStorage.setItem('companyToken', 'company-token');
    // The real server: the company details, then (once Logout has revoked the token) a 401.
    let revoke!: () => void;
    const revoked = new Promise<void>((resolve) => (revoke = resolve));
    const calls = fakeServer(
      companyApi(
        () => {
          revoke();
          return { data: { success: true, message: 'Logged out' } };
        },
        async () => {
          if (calls.length === 1) return { data: { success: true, company } };
          await revoked;
          return {
            status: 401,
            data: {
              success: false,
              message: 'Your session has expired or is invalid. Please log in again.',
            },
          };
        },
      ),
    );
    await logOutWithStaleDetails(calls);
    // The home page's Navbar asked for the stale details again, and was refused.
    expect(calls.filter((call) => call.url === '/api/company/company')).toHaveLength(2);
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expectQuietlySignedOut();
  });
});
