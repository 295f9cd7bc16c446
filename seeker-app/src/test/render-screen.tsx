import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppStateProvider } from 'shared-api/app-state';
import { createTestQueryClient } from 'shared-api/testing/query-client';
import { SeekerAuthProvider, type SeekerAuth } from 'shared-api/seeker-auth';

export { fakeServer, routes } from 'shared-api/testing/fake-server';

export const signedOut: SeekerAuth = {
  isLoaded: true,
  isSignedIn: false,
  userId: null,
  firstName: '',
  lastName: '',
  imageUrl: '',
  getToken: async () => null,
  openSignIn: vi.fn(),
  signOut: vi.fn(async () => {}),
};

export const signedIn = (token = 'seeker-token'): SeekerAuth => ({
  ...signedOut,
  isSignedIn: true,
  userId: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  getToken: async () => token,
});

/** Shows where the screen navigated to, so tests can read the URL as a person reads the bar. */
function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A whole screen with the providers the shell gives it: query client, app state, auth, router,
 * toasts, and the shell's `<main>` around the pages. `others` are pages the screen may open, by
 * route path. `setAuth` changes the session as the shell's sign-in would, the page staying put.
 * `container` is the element rendered into, as the shell's root holding the server's first paint.
 * Gives the query client too, for tests that wait until nothing is being read.
 */
export function renderScreen(
  screen: ReactElement,
  {
    path = '/',
    url = path,
    auth = signedOut,
    others = {},
    container,
  }: {
    path?: string;
    url?: string;
    auth?: SeekerAuth;
    others?: Readonly<Record<string, ReactElement>>;
    container?: HTMLElement;
  } = {},
) {
  const queryClient = createTestQueryClient();
  const tree = (session: SeekerAuth) => (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <SeekerAuthProvider value={session}>
          <MemoryRouter initialEntries={[url]}>
            <main>
              <Routes>
                <Route path={path} element={screen} />
                {Object.entries(others).map(([otherPath, page]) => (
                  <Route key={otherPath} path={otherPath} element={page} />
                ))}
                <Route path="*" element={<p>Moved away</p>} />
              </Routes>
            </main>
            <CurrentUrl />
          </MemoryRouter>
          <ToastContainer />
        </SeekerAuthProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
  const view = render(tree(auth), container ? { container } : {});
  return { ...view, queryClient, setAuth: (next: SeekerAuth) => view.rerender(tree(next)) };
}
