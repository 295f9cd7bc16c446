import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeServer, renderApp, routes, seeker } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({
    contract: { version: 1 },
    default: () => <p>Remote screen</p>,
  })),
}));

// Clerk's SDK needs its hosted service; the test stands in for it at the SDK's boundary.
const clerk = vi.hoisted(() => ({
  signedIn: true,
  publishableKey: '',
  openSignIn: vi.fn(),
  redirectToSignIn: vi.fn(),
  signOut: vi.fn(async () => {}),
}));
vi.mock('@clerk/clerk-react', () => ({
  ClerkProvider: ({
    children,
    publishableKey,
  }: {
    children: ReactNode;
    publishableKey: string;
  }) => {
    clerk.publishableKey = publishableKey;
    return children;
  },
  useAuth: () => ({
    isLoaded: true,
    isSignedIn: clerk.signedIn,
    userId: clerk.signedIn ? 'user_clerk_1' : null,
    getToken: async () => (clerk.signedIn ? 'clerk-session-token' : null),
  }),
  useUser: () => ({
    user: clerk.signedIn ? { firstName: 'Marie', lastName: 'Curie', imageUrl: '' } : null,
  }),
  useClerk: () => clerk,
}));

describe('Shell sign-in with Clerk', () => {
  it('uses Clerk when the run-time config has a publishable key, and sends its token to the API', async () => {
    const headers: string[] = [];
    const calls = fakeServer(
      routes({
        'GET /api/users/user': (config) => {
          headers.push(String(config.headers.Authorization));
          return { data: { success: true, user: seeker } };
        },
        'GET /api/users/applications': () => ({ data: { success: true, applications: [] } }),
      }),
    );
    await renderApp('/', { clerkPublishableKey: 'pk_test_abc', signInMode: 'modal' });
    expect(await screen.findByText('Hi, Marie Curie')).toBeInTheDocument();
    expect(clerk.publishableKey).toBe('pk_test_abc');
    await waitFor(() => expect(headers).toEqual(['Bearer clerk-session-token']));

    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(clerk.signOut).toHaveBeenCalled();
    // Clerk ends its own sessions: the built-in sign-out call is not ours to make.
    expect(calls.map((call) => call.url)).not.toContain('/api/auth/sign-out');
  });

  it("opens Clerk's sign-in from Login: modal or redirect as configured", async () => {
    clerk.signedIn = false;
    fakeServer(routes({}));
    const view = await renderApp('/', { clerkPublishableKey: 'pk_test_abc', signInMode: 'modal' });
    const nav = await screen.findByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'Login' }));
    expect(clerk.openSignIn).toHaveBeenCalled();
    view.unmount();

    await renderApp('/', { clerkPublishableKey: 'pk_test_abc', signInMode: 'redirect' });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(clerk.redirectToSignIn).toHaveBeenCalled();
  });
});
