import { useIsFetching } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { useCompany } from 'shared-api/company/get-company';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { buttonClass } from 'shared-ui/button';
import { NavbarFrame, homeLinkProps } from './navbar-frame';
import { UserMenu, type MenuLink } from './user-menu';

/** `menuLinks`: the remotes' pages the user menu opens, those their manifests list. */
export function Navbar({ menuLinks = [] }: { menuLinks?: readonly MenuLink[] }) {
  const { setShowRecruiterLogin, companyToken } = useAppState();
  const auth = useSeekerAuth();
  const company = useCompany();
  // Counts every query in the one QueryClient, the remotes' included.
  const fetching = useIsFetching();
  // Signing out from the user menu takes the menu away with the focus in it, and no page change
  // follows on a public page: the Login button that takes the menu's place takes the focus too.
  const focusLoginNext = useRef(false);
  const focusLogin = (node: HTMLButtonElement | null) => {
    if (!node || !focusLoginNext.current) return;
    focusLoginNext.current = false;
    // Only a focus that went with the menu: a slow sign-out leaves the person where they went.
    const active = document.activeElement;
    if (!active || active === document.body) node.focus();
  };
  return (
    <NavbarFrame
      homeLink={(logo) => (
        <Link to="/" {...homeLinkProps}>
          {logo}
        </Link>
      )}
      below={
        fetching > 0 ? (
          <div
            role="progressbar"
            aria-label="Loading data"
            className="absolute bottom-0 left-0 h-0.5 w-full animate-pulse bg-brand-500"
          />
        ) : null
      }
    >
      {!auth.isLoaded ? null : auth.isSignedIn ? (
        <div className="flex items-center gap-3 text-sm">
          <Link
            to="/applications"
            className="rounded px-1 font-medium text-gray-700 hover:text-brand-700"
          >
            Applied Jobs
          </Link>
          <span aria-hidden="true" className="text-gray-300 max-sm:hidden">
            |
          </span>
          <p className="text-gray-700 max-sm:hidden">
            Hi, {auth.firstName} {auth.lastName}
          </p>
          <UserMenu
            links={menuLinks}
            onSignOut={() => {
              focusLoginNext.current = true;
            }}
          />
        </div>
      ) : (
        <div className="flex items-center gap-2 sm:gap-4">
          {/* Important (!): they override the button's own padding, size and corners, which a
              remote's stylesheet, loaded after the shell's, would otherwise put back and push
              the buttons past a 390 px screen. */}
          {companyToken ? (
            // A signed-in recruiter on a public page: the way back, not a second sign-in.
            <span className="flex min-w-0 items-center gap-2 text-sm">
              <span className="max-w-40 truncate text-gray-700 max-sm:hidden">
                {company.data?.name}
              </span>
              <Link
                to="/dashboard/manage-jobs"
                className={buttonClass('ghost', 'px-2! max-sm:text-xs! sm:px-4!')}
              >
                Dashboard
              </Link>
            </span>
          ) : (
            <button
              type="button"
              className={buttonClass('ghost', 'px-2! max-sm:text-xs! sm:px-4!')}
              onClick={() => setShowRecruiterLogin(true)}
            >
              Recruiter Login
            </button>
          )}
          <button
            ref={focusLogin}
            type="button"
            className={buttonClass('primary', 'rounded-full! px-4! max-sm:text-xs! sm:px-9!')}
            onClick={auth.openSignIn}
          >
            Login
          </button>
        </div>
      )}
    </NavbarFrame>
  );
}
