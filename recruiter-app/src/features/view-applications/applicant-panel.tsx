import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { BULK_MAX, type Applicant } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { useCompanyJobs } from '../../shared/api/list-jobs';
import { ApplicantAnswers } from './applicant-answers';
import { ApplicantProfile } from './applicant-profile';
import { ActivityTrail } from './activity-trail';
import { ResumePreview } from './resume-preview';

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One applicant in full, beside the list; on a narrow screen it covers the list (which the page
 * makes inert meanwhile). Focus moves in on opening; the page gives it back on closing.
 */
export function ApplicantPanel({
  applicant,
  covering,
  onClose,
}: {
  applicant: Applicant;
  /** Drawn over the list: a phone's screen has no room beside it. */
  covering: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The same call, and so the same cache entry, as the Job filter's: the questions' `expected`.
  const jobs = useCompanyJobs({ page: 1, pageSize: BULK_MAX });
  const questions = jobs.data?.jobs.find((job) => job._id === applicant.jobId._id)?.questions ?? [];
  const person = applicant.userId;

  // Opened, or another applicant chosen while it is open: it is read from its top.
  useEffect(() => heading.current?.focus(), [applicant._id]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && covering) {
      // Covering the page, Tab goes round the panel: what is behind it cannot be seen.
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [first, last] = [items[0], items.at(-1)];
      const at = document.activeElement;
      if (event.shiftKey && (at === first || at === heading.current)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && at === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    // A region, not an aside: a complementary landmark inside the page's main one is flagged.
    <section
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={
        covering
          ? 'fixed inset-0 z-30 overflow-y-auto bg-white p-4'
          : 'sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4'
      }
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="break-words text-xl font-medium text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {person.name}
          </h2>
          <p className="break-words text-sm text-gray-600">
            {applicant.jobId.title}, {applicant.jobId.location}
          </p>
          {applicant.screenedOut ? (
            <p className="mt-1 w-fit rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
              Screened out
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={onClose} aria-label={`Close ${person.name}`}>
          Close
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        <ApplicantProfile person={person} />
        <Section title="Answers">
          <ApplicantAnswers applicant={applicant} questions={questions} />
        </Section>
        <Section title="Cover letter">
          {applicant.coverLetter ? (
            <p className="whitespace-pre-wrap break-words text-sm text-gray-800">
              {applicant.coverLetter}
            </p>
          ) : (
            <p className="text-sm text-gray-500">No cover letter.</p>
          )}
        </Section>
        <Section title="Resume">
          <ResumePreview name={person.name} resume={person.resume} />
        </Section>
        <Section title="Activity">
          <ActivityTrail applicationId={applicant._id} />
        </Section>
      </div>
    </section>
  );
}
