import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appScreens } from '../start-up/screens';
import { fakeServer, renderApp, routes, seeker, tokenExpiringIn } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

const seekerApi = (calls: { token?: string } = {}) =>
  routes({
    'POST /api/auth/sign-up': () => ({
      data: { success: true, token: tokenExpiringIn(3600), user: seeker },
    }),
    'POST /api/auth/sign-in': () => ({
      data: { success: true, token: tokenExpiringIn(3600), user: seeker },
    }),
    'GET /api/users/user': (config) => {
      calls.token = String(config.headers.Authorization);
      return { data: { success: true, user: seeker } };
    },
    'GET /api/users/applications': () => ({ data: { success: true, applications: [] } }),
  });

beforeEach(() => localStorage.clear());

describe('Shell sign-in (built-in)', () => {
  it('signs up in the dialog, shows the signed-in Navbar, survives a reload and signs out', async () => {
    const seen: { token?: string } = {};
    const calls = fakeServer(seekerApi(seen));
    const user = userEvent.setup();
    const first = await renderApp('/');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Recruiter Login' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Login' }));

    const signIn = screen.getByRole('dialog', { name: 'Sign in to Job Board' });
    expect(within(signIn).getByText('Welcome back! Please sign in to continue.')).toBeVisible();
    await user.click(within(signIn).getByRole('button', { name: 'Sign up' }));
    // Signing up is no sign-in, and greets no one back.
    const dialog = screen.getByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Sign up to apply for jobs and follow your applications.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Hi, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applied Jobs' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.data))).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.test',
    });
    // Start-up fetches the signed-in user's data and applications with the bearer token.
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/users/applications'));
    expect(seen.token).toMatch(/^Bearer h\./);

    first.unmount();
    await renderApp('/');
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('seekerSession')).toBeNull();
  });

  it('signs out a stored session that has expired, with a message', async () => {
    fakeServer(seekerApi());
    localStorage.setItem(
      'seekerSession',
      JSON.stringify({ token: 'old', expiresAt: Date.now() - 1000, user: seeker }),
    );
    await renderApp('/');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('in redirect mode, signs in on the sign-in page and goes back where the person was', async () => {
    fakeServer(seekerApi());
    const user = userEvent.setup();
    await renderApp('/applications', { signInMode: 'redirect' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(window.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in to Job Board' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/applications'));
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
  });

  // The first three start with '/' and not '//', but a browser reads '\' as '/' and drops tabs
  // and line breaks: all name another site, which the router refused with an error (the site
  // then failed).
  it.each([
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%5C%5Cevil.example/x',
    'https://evil.example',
  ])(
    'in redirect mode, goes home after signing in when the link names another site (%s)',
    async (to) => {
      fakeServer(seekerApi());
      const user = userEvent.setup();
      await renderApp(`/sign-in?redirect=${to}`, { signInMode: 'redirect' });
      await user.type(screen.getByLabelText('Email'), 'ada@example.test');
      await user.type(screen.getByLabelText('Password'), 'long-enough-1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(window.location.origin).toBe('http://localhost:3000');
      expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong on this page.')).not.toBeInTheDocument();
    },
  );

  it('in redirect mode, keeps the search and hash of a path of this site', async () => {
    fakeServer(seekerApi());
    const user = userEvent.setup();
    await renderApp(`/sign-in?redirect=${encodeURIComponent('/saved-jobs?page=2#top')}`, {
      signInMode: 'redirect',
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/saved-jobs'));
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#top');
  });

  it('shows the server message of a failed sign-in as a toast', async () => {
    fakeServer(
      routes({
        'POST /api/auth/sign-in': () => ({
          status: 401,
          data: { success: false, message: 'Invalid email or password' },
        }),
      }),
    );
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // As a toast, and in the form too (sign-in-errors.test.tsx).
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    const toast = screen
      .getAllByText('Invalid email or password')
      .filter((n) => !dialog.contains(n));
    expect(toast).toHaveLength(1);
  });
});

describe('The user menu', () => {
  const signedInBefore = () =>
    localStorage.setItem(
      'seekerSession',
      JSON.stringify({
        token: tokenExpiringIn(3600),
        expiresAt: Date.now() + 3_600_000,
        user: seeker,
      }),
    );

  it('opens Saved Jobs, a page of the seeker remote', async () => {
    fakeServer(seekerApi());
    signedInBefore();
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Saved Jobs', 'Profile', 'Sign out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Saved Jobs' }));
    expect(window.location.pathname).toBe('/saved-jobs');
    expect(await screen.findByText('Remote screen seeker/saved-jobs')).toBeInTheDocument();
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
  });

  it('opens Profile, a page of the seeker remote', async () => {
    fakeServer(seekerApi());
    signedInBefore();
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(window.location.pathname).toBe('/profile');
    expect(await screen.findByText('Remote screen seeker/profile')).toBeInTheDocument();
  });

  it('leaves it out under a seeker remote whose manifest has no such page', async () => {
    fakeServer(seekerApi());
    signedInBefore();
    const user = userEvent.setup();
    // A remote built before Saved Jobs, its manifest naming no pages (contract 2).
    await renderApp('/', { signInMode: 'modal' }, appScreens({ seeker: null, recruiter: null }));
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out']);
  });
});

describe('Shell start-up with a company token', () => {
  it('drops a refused company token with the server message instead of failing every call', async () => {
    localStorage.setItem('companyToken', 'expired-company-token');
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({
          status: 401,
          data: {
            success: false,
            message: 'Your session has expired or is invalid. Please log in again.',
          },
        }),
      }),
    );
    await renderApp('/');
    expect(
      await screen.findByText('Your session has expired or is invalid. Please log in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('companyToken')).toBeNull();
    expect(calls[0]?.headers.token).toBe('expired-company-token');
  });
});

describe('Shell routes', () => {
  it('routes the pages the remotes’ manifests list, a new one included, and “not found” else', async () => {
    fakeServer(seekerApi());
    const screens = appScreens({
      seeker: [
        { path: '/', module: './home' },
        { path: '/reading-list/:list', module: './reading-list' },
      ],
      recruiter: [{ path: '/dashboard/*', module: './dashboard', ownHeader: 'company' }],
    });
    const view = await renderApp('/reading-list/mine', { signInMode: 'modal' }, screens);
    expect(await screen.findByText('Remote screen seeker/reading-list')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    view.unmount();

    await renderApp('/applications', { signInMode: 'modal' }, screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' }),
    ).toBeInTheDocument();
  });
});
