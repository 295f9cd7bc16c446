import { Link } from 'react-router-dom';
import { DEFAULT_APPLICATION_RETENTION_DAYS, PRIVACY_HEAD } from 'shared-api/page-head';
import { LegalPage } from './legal-page';
import { useRetentionDays } from './api/privacy-facts';

export const PRIVACY_HEADING = 'Privacy notice';

/** The privacy notice: what is kept, why, how long, who sees it, who processes it, your rights. */
export function PrivacyPage() {
  const retentionDays = useRetentionDays(DEFAULT_APPLICATION_RETENTION_DAYS);
  return (
    <LegalPage head={PRIVACY_HEAD} heading={PRIVACY_HEADING}>
      <PrivacySections retentionDays={retentionDays} />
    </LegalPage>
  );
}

/** The notice's sections, with the retention period the server applies (a slot in the first paint). */
export function PrivacySections({ retentionDays }: { retentionDays: number | string }) {
  return (
    <>
      <section aria-labelledby="kept">
        <h2 id="kept">What we keep, and why</h2>
        <ul>
          <li>
            Your account: name, email and, for accounts made here, a password hash, to sign you in.
          </li>
          <li>
            Your profile (headline, phone, city, links, experience, skills) and your resume, so that
            the companies you apply to can read them.
          </li>
          <li>Your saved jobs and job alerts, to remind you of jobs and mail you new ones.</li>
          <li>
            Your applications: the job, its stage, your answers to its questions and your cover
            letter, so that the company can consider you and you can follow your applications.
          </li>
          <li>Mail we send you, until it is delivered, and a record of it afterwards.</li>
        </ul>
      </section>
      <section aria-labelledby="how-long">
        <h2 id="how-long">For how long</h2>
        <p>
          Your account, profile, resume, saved jobs and alerts are kept until you delete your
          account. An application is kept whole for {retentionDays} days after its job closes; after
          that the company sees it as &ldquo;Deleted applicant&rdquo;, without your name, contact,
          answers, cover letter or resume.
        </p>
      </section>
      <section aria-labelledby="who-sees">
        <h2 id="who-sees">Who sees it</h2>
        <p>
          A company sees the applications made to its own jobs: your name, email, profile, resume,
          answers and cover letter, and writes its own notes on them. No other company sees them.
          Jobs and company pages are public; your account and applications are not. A company can
          download what it holds of its applicants, and can delete its account: its jobs and notes
          then go, your answers and cover letter for it are erased, and your Applied Jobs shows
          &ldquo;Job removed by the company&rdquo;.
        </p>
      </section>
      <section aria-labelledby="processors">
        <h2 id="processors">Who processes it for us</h2>
        <ul>
          <li>Our mail provider, to deliver the mail we send you.</li>
          <li>
            Our file storage (our own disks or a cloud storage service), for resumes and logos.
          </li>
          <li>Clerk, when the site signs you in through Clerk, for your sign-in and your name.</li>
        </ul>
      </section>
      <section aria-labelledby="your-rights">
        <h2 id="your-rights">Download or delete your data</h2>
        <p>
          On your <Link to="/profile">Profile</Link> page, &ldquo;Download my data&rdquo; gives you
          everything above as a file, and &ldquo;Delete my account&rdquo; erases your account,
          profile, resume, saved jobs, alerts and mail to you. Companies keep your applications as
          &ldquo;Deleted applicant&rdquo;, with nothing of you, and their own notes.
        </p>
      </section>
    </>
  );
}
