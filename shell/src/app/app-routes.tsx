import { Route, Routes, useLocation } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { ResetPasswordPage } from '../account-links/reset-password-page';
import { VerifyEmailPage } from '../account-links/verify-email-page';
import { SignInPage } from '../auth/sign-in-page';
import { RemoteView } from '../federation/remote-view';
import { Navbar } from '../navbar/navbar';
import { MAIN_ID, SkipLink } from '../navbar/skip-link';
import type { MenuLink } from '../navbar/user-menu';
import { NotFoundPage } from '../not-found/not-found-page';
import { PrivacyPage } from '../legal/privacy-page';
import { TermsPage } from '../legal/terms-page';
import { screenFor, shellPaths, type AppScreen } from '../start-up/screens';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

/**
 * The seeker's pages the user menu opens, each only when the seeker remote's manifest lists it:
 * a remote built before one existed runs under this shell without a link to nowhere.
 */
const USER_MENU_PAGES: readonly MenuLink[] = [
  { label: 'Saved Jobs', to: '/saved-jobs' },
  { label: 'Profile', to: '/profile' },
];

/**
 * The site's pages: each remote's screens as its manifest lists them (docs/product.md, Pages),
 * the shell's sign-in page, and "not found" for the rest.
 */
export function AppRoutes({ screens }: { screens: readonly AppScreen[] }) {
  const { showRecruiterLogin, companyToken } = useAppState();
  const { pathname } = useLocation();
  const shown = screenFor(screens, pathname);
  useFocusAfterNavigation(MAIN_ID);
  const menuLinks = USER_MENU_PAGES.filter(
    (link) => screenFor(screens, link.to)?.remote === 'seeker',
  );
  // A screen listed with `ownHeader: 'company'` brings its own header while a recruiter is
  // signed in (logo, welcome, menu).
  const ownHeader = shown?.ownHeader === 'company' && companyToken !== null;
  return (
    <>
      <SkipLink />
      {showRecruiterLogin ? <RemoteView remote="recruiter" module="./recruiter-login" /> : null}
      {ownHeader ? null : <Navbar menuLinks={menuLinks} />}
      <main id={MAIN_ID}>
        <Routes>
          {screens.map(({ path, remote, module }) => (
            <Route
              key={`${remote}:${path}`}
              path={path}
              element={<RemoteView remote={remote} module={module} />}
            />
          ))}
          <Route path={shellPaths.signIn} element={<SignInPage />} />
          <Route path={shellPaths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={shellPaths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={shellPaths.privacy} element={<PrivacyPage />} />
          <Route path={shellPaths.terms} element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </>
  );
}
