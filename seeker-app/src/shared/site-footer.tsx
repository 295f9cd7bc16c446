import type { ReactNode } from 'react';
import { BrandLogo } from 'shared-ui/brand-logo';
import { Footer } from 'shared-ui/footer';

/** The site's footer: the word mark, the copyright line, the privacy notice and the terms. */
export function SiteFooter() {
  return <Footer logo={<BrandLogo />} />;
}

/**
 * A seeker page with the footer under it, whatever the page shows (loading, an error, itself).
 * The page brings it rather than the shell: a shell running an older seeker build then shows no
 * second footer under that build's home page, which has its own.
 */
export function WithFooter({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SiteFooter />
    </>
  );
}
