import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeResponse, FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes, seeker, tokenExpiringIn } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({
    contract: { version: 1 },
    default: () => <p>Remote screen</p>,
  })),
}));

const seekerApi = (
  signOut: FakeServer,
  user: FakeServer = () => ({ data: { success: true, user: seeker } }),
) =>
  routes({
    'GET /api/users/user': user,
    'GET /api/users/applications': () => ({ data: { success: true, applications: [] } }),
    'POST /api/auth/sign-out': signOut,
  });

/** A built-in session kept from an earlier visit, as the shell stores it. */
function storeSession(token: string, msLeft = 3_600_000) {
  localStorage.setItem(
    'seekerSession',
    JSON.stringify({ token, expiresAt: Date.now() + msLeft, user: seeker }),
  );
}

async function signOut() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
}

/** Gives a call the last step started time to reach the fake server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const signOutCalls = <T extends { url?: string }>(calls: T[]) =>
  calls.filter((call) => call.url === '/api/auth/sign-out');

beforeEach(() => localStorage.clear());

describe('Built-in sign-out', () => {
  it('asks the server to refuse the token, with the bearer header', async () => {
    const token = tokenExpiringIn(3600);
    storeSession(token);
    const calls = fakeServer(seekerApi(() => ({ data: { success: true, message: 'Signed out' } })));
    await renderApp('/');
    await signOut();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(signOutCalls(calls)).toHaveLength(1));
    expect(signOutCalls(calls)[0]?.method).toBe('post');
    expect(signOutCalls(calls)[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(localStorage.getItem('seekerSession')).toBeNull();
  });

  it('puts the keyboard on Login, which takes the place of the menu it was in', async () => {
    storeSession(tokenExpiringIn(3600));
    fakeServer(seekerApi(() => ({ data: { success: true, message: 'Signed out' } })));
    await renderApp('/');
    await signOut();
    expect(await screen.findByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('signs out at once, and quietly, while the server is slow and then fails', async () => {
    storeSession(tokenExpiringIn(3600));
    let answer!: (response: FakeResponse) => void;
    const answered = new Promise<FakeResponse>((resolve) => (answer = resolve));
    const calls = fakeServer(seekerApi(() => answered));
    await renderApp('/');
    await signOut();
    await waitFor(() => expect(signOutCalls(calls)).toHaveLength(1));
    // The server has not answered yet: the person is signed out all the same.
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('seekerSession')).toBeNull();

    await act(async () => {
      answer({ status: 503, data: { success: false, message: 'Service Unavailable' } });
      await answered;
    });
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('does not ask the server when it has already refused the token', async () => {
    storeSession(tokenExpiringIn(3600));
    const calls = fakeServer(
      seekerApi(
        () => ({ data: { success: true, message: 'Signed out' } }),
        () => ({ status: 401, data: { success: false, message: 'Please log in again.' } }),
      ),
    );
    await renderApp('/');
    expect(await screen.findByText('Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await settle();
    expect(signOutCalls(calls)).toEqual([]);
  });

  it('does not ask the server when the token expires', async () => {
    // Two seconds: time enough to render the signed-in navbar first on a busy machine (300 ms
    // once was not, under a loaded CI run).
    storeSession(tokenExpiringIn(2), 2_000);
    const calls = fakeServer(seekerApi(() => ({ data: { success: true, message: 'Signed out' } })));
    await renderApp('/');
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your session has expired. Please log in again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await settle();
    expect(signOutCalls(calls)).toEqual([]);
  });
});
