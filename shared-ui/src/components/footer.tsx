import type { ReactNode } from 'react';

/**
 * The footer's links: only pages that exist. The store and social icons went: the site has no
 * app in a store nor social accounts to send anyone to, and a link to `#` leads nowhere.
 */
const links = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
];

/** The site footer: the word mark, a copyright line and the privacy notice and terms. */
export function Footer({ logo }: { logo: ReactNode }) {
  return (
    <footer className="container mx-auto mt-20 flex flex-wrap items-center justify-between gap-4 border-t border-gray-200 px-4 py-6 2xl:px-20">
      {logo}
      <p className="flex-1 text-sm text-gray-500 max-sm:basis-full sm:border-l sm:border-gray-300 sm:pl-4">
        Copyright © {new Date().getFullYear()} Job Board. All rights reserved.
      </p>
      <nav aria-label="About this site">
        <ul className="flex gap-4 text-sm">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="rounded text-gray-600 underline hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
