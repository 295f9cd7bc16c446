import type { ReactNode } from 'react';
import { BrandLogo } from 'shared-ui/brand-logo';
import { Footer } from 'shared-ui/footer';
import { useFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { usePageHead } from 'shared-api/page-head/use-page-head';

/** A page of plain reading (the privacy notice, the terms): a heading and its sections. */
export function LegalPage({
  head,
  heading,
  children,
}: {
  head: { title: string; description: string };
  heading: string;
  children: ReactNode;
}) {
  usePageHead(head);
  // A keyboard user on one of the first paint's links keeps their place (shared-api/first-paint).
  useFirstPaintFocus();
  return <LegalArticle heading={heading}>{children}</LegalArticle>;
}

/**
 * The page's words and the site's footer, also its first paint (./first-paint.tsx). The footer
 * is the page's, as on the seeker's pages, not the shell frame's: the dashboard has none.
 */
export function LegalArticle({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <article className="container mx-auto max-w-3xl space-y-6 px-4 py-10 text-gray-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_section]:space-y-2">
        <h1 className="text-2xl font-medium text-gray-900 sm:text-3xl">{heading}</h1>
        {children}
      </article>
      <Footer logo={<BrandLogo />} />
    </>
  );
}
