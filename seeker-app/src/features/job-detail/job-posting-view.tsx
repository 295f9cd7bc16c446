import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { JobPageText } from 'shared-api/jobs/job-posting-text';
import { textLinkClass } from 'shared-ui/text-link';

/**
 * A job's page as boxes and words: what the screen renders (job-posting.tsx) and what the page's
 * first paint shows before any script (first-paint.tsx), so that the two cannot drift.
 */
export function JobPostingView({
  text,
  companyHref,
  notice = null,
  apply = null,
  save = null,
  applyAgain = null,
  more = null,
  headingRef,
}: {
  text: JobPageText;
  companyHref: string;
  /** Why the job takes no applications, above the header. */
  notice?: ReactNode;
  /** The header's Apply button, and the one under the description; none on a closed job. */
  apply?: ReactNode;
  /** The header's Save toggle, beside Apply; a closed job keeps it, to be unsaved. */
  save?: ReactNode;
  applyAgain?: ReactNode;
  more?: ReactNode;
  /** The title, which takes the focus when the button that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="container mx-auto flex flex-col px-4 py-10 2xl:px-20">
      {notice}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-8 rounded-lg border border-sky-300 bg-sky-50 px-6 py-10 sm:px-14 sm:py-16">
        <div className="flex flex-col items-center gap-4 md:flex-row">
          <img
            className="h-24 w-24 rounded-lg border border-gray-200 bg-white object-contain p-4"
            src={text.logo}
            alt={`${text.companyName} logo`}
          />
          <div className="text-center text-neutral-700 md:text-left">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-medium [overflow-wrap:anywhere] sm:text-4xl"
            >
              {text.title}
            </h1>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-gray-600 md:justify-start">
              <li className="[overflow-wrap:anywhere]">
                <Link to={companyHref} className={textLinkClass}>
                  {text.companyName}
                </Link>
              </li>
              {text.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
        {/* As wide as its longest date line can be (the server writes days, the browser words
            such as 'Posted 59 minutes ago'), so the column keeps its width when they change. */}
        <div className="flex w-full flex-col items-center text-sm sm:w-auto sm:min-w-44 md:items-end">
          {apply || save ? (
            <div className="flex flex-wrap items-center justify-center gap-2 md:justify-end">
              {apply}
              {save}
            </div>
          ) : null}
          <p className="mt-2 text-gray-600">{text.posted}</p>
          {apply ? <p className="text-gray-600">{text.closing}</p> : null}
        </div>
      </div>
      <div className="flex flex-col items-start gap-10 lg:flex-row">
        <section aria-labelledby="job-description" className="w-full lg:w-2/3">
          <h2 id="job-description" className="mb-4 text-2xl font-bold">
            Job description
          </h2>
          {/* Sanitised by the server with an allow-list before it was stored. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: text.description }} />
          {applyAgain}
        </section>
        {more}
      </div>
    </div>
  );
}
