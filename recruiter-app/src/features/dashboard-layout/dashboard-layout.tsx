import { startTransition } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useCompany } from 'shared-api/company/get-company';
import { useCompanyLogout } from 'shared-api/company/session';
import { Avatar } from 'shared-ui/avatar';
import { BrandLogo } from 'shared-ui/brand-logo';
import { Icon } from 'shared-ui/icon';
import { MenuButton } from 'shared-ui/menu-button';
import { ROLE_LABELS, useSignedInMember } from '../../shared/api/signed-in-member';

const links: { to: string; label: string; icon: 'plus' | 'list' | 'checklist' | 'users' }[] = [
  { to: '/dashboard/add-job', label: 'Add Job', icon: 'plus' },
  { to: '/dashboard/manage-jobs', label: 'Manage Jobs', icon: 'list' },
  {
    to: '/dashboard/view-applications',
    label: 'View Applications',
    icon: 'checklist',
  },
  { to: '/dashboard/team', label: 'Team', icon: 'users' },
];

/** The recruiter dashboard: header with the company and its menu, side navigation, the screen. */
export function DashboardLayout() {
  const company = useCompany();
  const me = useSignedInMember();
  const logout = useCompanyLogout();
  const navigate = useNavigate();
  const name = company.data?.name ?? '';

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-5">
          <Link to="/" aria-label="Job Board home" className="rounded-md">
            <BrandLogo />
          </Link>
          {company.data ? (
            <div className="flex items-center gap-3">
              <p className="text-sm text-gray-700 max-sm:hidden">Welcome, {name}</p>
              <MenuButton
                label="Company menu"
                trigger={
                  <Avatar
                    name={name}
                    src={company.data.image}
                    size="h-9 w-9 border border-gray-200"
                  />
                }
                items={[
                  {
                    label: 'Logout',
                    // The session ends here, before home renders: ended once the dashboard
                    // had gone, home's Navbar had asked with the revoked token. One transition
                    // with the move: the router keeps this screen until home is ready, and it
                    // must not show "Recruiter login required" meanwhile.
                    onSelect: () =>
                      startTransition(() => {
                        logout();
                        void navigate('/');
                      }),
                  },
                ]}
              />
            </div>
          ) : null}
        </div>
      </header>
      {/* The side bar stretches with the row: as long as the longest screen, down to the foot of a short one. */}
      <div className="flex flex-1">
        <nav
          aria-label="Dashboard"
          className="shrink-0 self-stretch border-r border-gray-200 bg-white"
        >
          <ul className="pt-5 text-gray-700">
            {links
              // Viewers post nothing: Add Job is not offered (the server refuses it too).
              .filter((link) => me.data?.role !== 'viewer' || link.to !== '/dashboard/add-job')
              .map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) =>
                      `flex items-center gap-2 px-4 py-3 hover:bg-gray-100 sm:w-56 sm:px-6 ${isActive ? 'border-r-4 border-brand-500 bg-brand-50 text-brand-700' : ''}`
                    }
                  >
                    <Icon name={link.icon} />
                    <span className="max-sm:sr-only">{link.label}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
          {me.data ? (
            <p className="px-4 py-3 text-sm text-gray-600 max-sm:sr-only sm:w-56 sm:px-6">
              <span className="sr-only">Signed in as </span>
              <span className="block font-medium text-gray-800">{me.data.name}</span>
              {ROLE_LABELS[me.data.role]}
            </p>
          ) : null}
        </nav>
        <div className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
