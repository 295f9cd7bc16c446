import type { ReactNode } from 'react';

const socials = [
  {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  },
  {
    name: 'Twitter',
    path: 'M22 6c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1A4 4 0 0 0 12 9c0 .3 0 .6.1.9-3.4-.2-6.4-1.8-8.4-4.2-.4.6-.6 1.3-.6 2 0 1.4.7 2.6 1.8 3.4-.7 0-1.3-.2-1.8-.5 0 2 1.4 3.6 3.2 4-.6.2-1.2.2-1.8.1.5 1.6 2 2.8 3.8 2.8A8 8 0 0 1 2 19c1.8 1.1 3.9 1.8 6.2 1.8 7.4 0 11.5-6.2 11.5-11.5v-.5c.8-.6 1.5-1.3 2.3-2.2z',
  },
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
];

/** The site footer: the word mark, a copyright line and social icons. */
export function Footer({ logo }: { logo: ReactNode }) {
  return (
    <footer className="container mx-auto mt-20 flex flex-wrap items-center justify-between gap-4 border-t border-gray-200 px-4 py-6 2xl:px-20">
      {logo}
      <p className="flex-1 text-sm text-gray-500 max-sm:basis-full sm:border-l sm:border-gray-300 sm:pl-4">
        Copyright © {new Date().getFullYear()} Job Board. All rights reserved.
      </p>
      <ul className="flex gap-3" aria-label="Follow us">
        {socials.map((social) => (
          <li key={social.name}>
            <a
              href="#"
              aria-label={social.name}
              className="flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 text-gray-600 hover:bg-gray-50"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
                <path d={social.path} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
