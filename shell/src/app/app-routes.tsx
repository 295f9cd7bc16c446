import { Route, Routes, useMatch } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { SignInPage } from '../auth/sign-in-page';
import { RemoteView } from '../federation/remote-view';
import { Navbar } from '../navbar/navbar';
import { NotFoundPage } from '../not-found/not-found-page';
import { seekerScreens } from './seeker-screens';
import { dashboardPath } from './start-screen';

/** The spec's routes (section 2), each served by the remote that owns it. */
export function AppRoutes() {
  const { showRecruiterLogin, companyToken } = useAppState();
  // A signed-in recruiter's dashboard brings its own header (logo, welcome, menu).
  const ownHeader = useMatch(dashboardPath) !== null && companyToken !== null;
  return (
    <>
      {showRecruiterLogin ? <RemoteView remote="recruiter" module="./recruiter-login" /> : null}
      {ownHeader ? null : <Navbar />}
      <main>
        <Routes>
          {seekerScreens.map(([path, module]) => (
            <Route
              key={path}
              path={path}
              element={<RemoteView remote="seeker" module={module} />}
            />
          ))}
          <Route
            path={dashboardPath}
            element={<RemoteView remote="recruiter" module="./dashboard" />}
          />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </>
  );
}
