import { Link } from 'react-router-dom';
import { TERMS_HEAD } from 'shared-api/page-head';
import { LegalPage } from './legal-page';

export const TERMS_HEADING = 'Terms of use';

/** The terms of use, short and plain. */
export function TermsPage() {
  return (
    <LegalPage head={TERMS_HEAD} heading={TERMS_HEADING}>
      <TermsSections />
    </LegalPage>
  );
}

/** The terms' sections, also their first paint's. */
export function TermsSections() {
  return (
    <>
      <section aria-labelledby="seekers">
        <h2 id="seekers">For job seekers</h2>
        <p>
          Apply with true information. What you send with an application goes to that job&rsquo;s
          company, as the <Link to="/privacy">privacy notice</Link> says.
        </p>
      </section>
      <section aria-labelledby="companies">
        <h2 id="companies">For companies</h2>
        <p>
          Post real jobs you are hiring for, and use applicants&rsquo; data only to consider them
          for the job they applied to.
        </p>
      </section>
      <section aria-labelledby="everyone">
        <h2 id="everyone">For everyone</h2>
        <p>
          Do not misuse the site: no spam, scraping of personal data, or attempts to reach what is
          not yours. We may remove content or accounts that break these terms.
        </p>
      </section>
    </>
  );
}
