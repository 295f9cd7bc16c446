import { BrandLogo } from 'shared-ui/brand-logo';
import { Footer } from 'shared-ui/footer';

/**
 * The footer the seeker's pages end with, under the shell's own pages too (the privacy notice,
 * the terms, "not found"), so that no page ends without a way to the notice and the terms. Part
 * of each page and of its first paint, rather than of the shell's frame: the seeker's pages bring
 * their own (seeker-app/src/shared/site-footer.tsx), and the dashboard has none.
 */
export function SiteFooter() {
  return <Footer logo={<BrandLogo />} />;
}
