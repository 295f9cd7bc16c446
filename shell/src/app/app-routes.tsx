import { matchPath, Route, Routes, useMatch } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { SignInPage } from '../auth/sign-in-page';
import { loadRemoteModule, type ModuleName } from '../federation/remote-modules';
import { RemoteView } from '../federation/remote-view';
import { Navbar } from '../navbar/navbar';
import { NotFoundPage } from '../not-found/not-found-page';

/** The job seeker's pages: routed below, and downloaded ahead by `preloadScreen`. */
const seekerScreens = [
  ['/', './home'],
  ['/apply-jobs/:id', './job-detail'],
  ['/applications', './applications'],
] as const satisfies readonly (readonly [string, ModuleName<'seeker'>])[];

/** The spec's routes (section 2), each served by the remote that owns it. */
export function AppRoutes() {
  const { showRecruiterLogin, companyToken } = useAppState();
  // A signed-in recruiter's dashboard brings its own header (logo, welcome, menu).
  const ownHeader = useMatch('/dashboard/*') !== null && companyToken !== null;
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
            path="/dashboard/*"
            element={<RemoteView remote="recruiter" module="./dashboard" />}
          />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </>
  );
}

/**
 * Starts downloading the job seeker screen a path shows as soon as the remotes are known, before
 * React renders: the screen then shows with the shell instead of after it (on the home page the
 * job list is asked for that much sooner).
 */
export function preloadScreen(pathname: string): void {
  const screen = seekerScreens.find(([path]) => matchPath(path, pathname));
  // A failure is kept by remote-modules and shown by the screen's own view.
  if (screen) loadRemoteModule('seeker', screen[1]).catch(() => {});
}
