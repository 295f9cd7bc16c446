/**
 * Pages of the apps that only a signed-in person sees, or that a mailed link opens with its
 * token in the address: nothing there to index. robots.txt keeps crawlers off them, and each
 * is sent `noindex` for a crawler that comes by a link all the same.
 */
export const PRIVATE_PAGES = [
  '/dashboard',
  '/applications',
  '/saved-jobs',
  '/profile',
  '/sign-in',
  '/reset-password',
  '/verify-email',
  '/join',
] as const;

/** Whether `pathname` is one of those pages or below one (robots.txt's prefix rule). */
export const isPrivatePage = (pathname: string): boolean =>
  PRIVATE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
