import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppStateProvider, useAppState } from 'shared-api/app-state';
import { createTestQueryClient } from 'shared-api/testing/query-client';
import RecruiterLogin from '../features/recruiter-login/recruiter-login';
import DashboardRoutes from '../routes/dashboard-routes';
import JoinRoute from '../routes/join-route';

export { fakeServer, routes } from 'shared-api/testing/fake-server';

/** The shell's part of the page: the 'Recruiter Login' button and the overlay it opens. */
function ShellStandIn() {
  const { showRecruiterLogin, setShowRecruiterLogin } = useAppState();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setShowRecruiterLogin(true)}>
        Recruiter Login
      </button>
      <output aria-label="Current URL">{location.pathname}</output>
      <output aria-label="Current query">{location.search}</output>
      {showRecruiterLogin ? <RecruiterLogin /> : null}
    </>
  );
}

/**
 * The recruiter remote as the shell mounts it, with the shell's providers around it; gives the
 * query client too, for tests that wait until nothing is being read.
 */
export function renderRecruiterApp(
  { url = '/', companyToken = null }: { url?: string; companyToken?: string | null } = {},
  home: ReactElement = <p>Home page</p>,
) {
  if (companyToken) localStorage.setItem('companyToken', companyToken);
  else localStorage.removeItem('companyToken');
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        <MemoryRouter initialEntries={[url]}>
          <ShellStandIn />
          <Routes>
            <Route path="/" element={home} />
            <Route path="/dashboard/*" element={<DashboardRoutes />} />
            <Route path="/join" element={<JoinRoute />} />
          </Routes>
        </MemoryRouter>
        <ToastContainer />
      </AppStateProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export const company = {
  _id: '00000000-0000-4000-8000-00000000c001',
  name: 'Acme Software',
  email: 'hr@acme.test',
  image: '/files/logos/acme.png',
};
