import type { ReactNode } from 'react';
import { BrandLogo } from 'shared-ui/brand-logo';

/** The home link's attributes, the same on the router's Link and on the static frame's <a>. */
export const homeLinkProps = { 'aria-label': 'Job Board home', className: 'rounded-md' } as const;

/**
 * The Navbar's box: the header, the bar and the home link, with the account controls and the
 * loading bar as slots. index.html shows it with empty slots before any script
 * (start-up/static-frame.tsx), so the page paints its frame at once and React's first render
 * lays out the same box.
 */
export function NavbarFrame({
  homeLink,
  children,
  below,
}: {
  /** The home link around the brand logo: the router's Link, or a plain <a> before it runs. */
  homeLink: (logo: ReactNode) => ReactNode;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <header className="relative bg-white shadow-sm">
      <nav className="container mx-auto flex items-center justify-between gap-2 px-3 py-4 sm:px-4 2xl:px-20">
        {homeLink(<BrandLogo />)}
        {children}
      </nav>
      {below}
    </header>
  );
}
