import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { textLinkClass } from './text-link';

export interface JobCardData {
  title: string;
  location: string;
  level: string;
  category: string;
  /** The server's preview of the description (a paged list's answer), not the whole of it. */
  description: string;
  companyId: { name: string; image: string };
}

/** How a card's title reads as a link: the heading's own look, and a visible keyboard focus. */
export const jobTitleLinkClass =
  'rounded-sm underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A link the app renders with its router: the card gives only its look and its words. */
export type CardLink = (link: { className: string; children: ReactNode }) => ReactNode;

/**
 * One job in a list. Both buttons open the job; the caller decides how to navigate, and how the
 * title (`titleLink`) and the company's name (`companyLink`) link to their pages: real links,
 * which the app's router follows without a page load and a person can open in a new tab or copy.
 * A job that takes no applications offers Learn More alone, not an Apply Now that would be refused.
 */
export function JobCard({
  job,
  onOpen,
  details = [],
  note,
  titleLink,
  flag,
  badge,
  actions,
  companyLink,
  takesApplications = true,
}: {
  job: JobCardData;
  onOpen: () => void;
  /** Short terms under the tags, already worded, such as the pay and the job type. */
  details?: readonly string[];
  /** A line above the buttons, such as when applications close. */
  note?: string;
  titleLink?: CardLink;
  companyLink?: CardLink;
  /** A word that stands out before the tags, such as 'Closed'. */
  flag?: string;
  /** A word about the reader's own dealings with the job, such as 'Applied', before the tags. */
  badge?: string;
  /** More controls after the two buttons, such as saving the job. */
  actions?: ReactNode;
  /** False for a closed job: no Apply Now; its `flag` and `note` say why. */
  takesApplications?: boolean;
}) {
  const company = job.companyId.name;
  return (
    <article
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
      aria-label={job.title}
    >
      <img
        className="h-10 w-fit max-w-[8rem] object-contain"
        src={job.companyId.image}
        alt={`${company} logo`}
      />
      <h3 className="mt-3 text-xl font-medium text-gray-900 [overflow-wrap:anywhere]">
        {titleLink ? titleLink({ className: jobTitleLinkClass, children: job.title }) : job.title}
      </h3>
      <p className="mt-1 text-sm text-gray-600 [overflow-wrap:anywhere]">
        {companyLink ? companyLink({ className: textLinkClass, children: company }) : company}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        {badge ? (
          <span className="rounded border border-green-300 bg-green-100 px-3 py-1.5 font-semibold text-green-900">
            {badge}
          </span>
        ) : null}
        {flag ? (
          <span className="rounded border border-amber-300 bg-amber-100 px-3 py-1.5 font-semibold text-amber-950">
            {flag}
          </span>
        ) : null}
        <span className="rounded border border-blue-200 bg-blue-50 px-3 py-1.5">
          {job.location}
        </span>
        <span className="rounded border border-red-200 bg-red-50 px-3 py-1.5">{job.level}</span>
        <span className="rounded border border-green-200 bg-green-50 px-3 py-1.5">
          {job.category}
        </span>
      </div>
      {details.length > 0 ? (
        <ul className="mt-3 text-sm text-gray-700">
          {details.map((detail, i) => (
            // Inline, each kept whole, so a long line wraps between terms and never inside one.
            <li key={detail} className="inline whitespace-nowrap">
              {i > 0 ? (
                <span aria-hidden="true" className="whitespace-normal text-gray-400">
                  {'\u00a0· '}
                </span>
              ) : null}
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className="mt-4 flex-1 text-sm text-gray-500 [overflow-wrap:anywhere]"
        // Sanitised by the server with an allow-list before it was stored, and cut by the server
        // to the card's length with its markup kept whole.
        dangerouslySetInnerHTML={{ __html: job.description }}
      />
      {note ? <p className="mt-4 text-xs text-gray-500">{note}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {takesApplications ? (
          <button type="button" onClick={onOpen} className={buttonClass('primary')}>
            Apply Now
          </button>
        ) : null}
        <button type="button" onClick={onOpen} className={buttonClass('outline')}>
          Learn More
        </button>
        {actions ? <div className="ml-auto flex">{actions}</div> : null}
      </div>
    </article>
  );
}
