import { Link } from 'react-router-dom';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from 'shared-api/page-head';
import { useFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { BrandLogo } from 'shared-ui/brand-logo';
import { Footer } from 'shared-ui/footer';
import { StatusMessage } from 'shared-ui/status-message';

export function NotFoundPage() {
  usePageHead({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });
  // A keyboard user on the first paint's link keeps their place (shared-api/first-paint).
  useFirstPaintFocus();
  return <NotFoundMessage />;
}

/** What a path no app routes shows, with the footer: also its first paint (./first-paint.tsx). */
export function NotFoundMessage() {
  return (
    <>
      <StatusMessage
        title="This page does not exist."
        heading
        action={
          <Link className="text-brand-600 underline" to="/">
            Back to the jobs
          </Link>
        }
      />
      <Footer logo={<BrandLogo />} />
    </>
  );
}
