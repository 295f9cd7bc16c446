import { Link } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import {
  closingLabel,
  EMPLOYMENT_TYPE_LABELS,
  formatPay,
  isPlainCtc,
  WORKPLACE_LABELS,
} from 'shared-api/jobs/job-terms';
import { Button } from 'shared-ui/button';
import { textLinkClass } from 'shared-ui/text-link';
import { companyPath } from '../../shared/paths';
import { ClosedNotice } from './closed-notice';
import { compactSalary } from './compact-salary';
import { timeAgo } from './dates';
import { MoreJobs } from './more-jobs';
import { useApplyFlow } from './use-apply-flow';

type ApplyFlow = ReturnType<typeof useApplyFlow>;

function ApplyButton({ flow, className = '' }: { flow: ApplyFlow; className?: string }) {
  return (
    <Button
      onClick={flow.start}
      disabled={flow.alreadyApplied || flow.pending}
      className={`px-10 py-2.5 ${className}`}
    >
      {flow.alreadyApplied ? 'Already Applied' : 'Apply Now'}
    </Button>
  );
}

/** The spec's 'CTC: 50k' for a single yearly rupee figure; any other pay in its own terms. */
const payText = (job: Job) =>
  isPlainCtc(job) ? `CTC: ${compactSalary(job.salary)}` : formatPay(job);

/** One job: its header, a notice when it takes no applications, its description, more jobs. */
export function JobPosting({ job }: { job: Job }) {
  const flow = useApplyFlow(job._id);
  const open = job.status === 'open' && flow.closedMessage === null;
  const terms = [
    job.location,
    job.level,
    payText(job),
    job.employmentType && EMPLOYMENT_TYPE_LABELS[job.employmentType],
    job.workplace && WORKPLACE_LABELS[job.workplace],
  ].filter((term): term is string => term !== null);

  return (
    <div className="container mx-auto flex flex-col px-4 py-10 2xl:px-20">
      {open ? null : <ClosedNotice job={job} message={flow.closedMessage} />}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-8 rounded-lg border border-sky-300 bg-sky-50 px-6 py-10 sm:px-14 sm:py-16">
        <div className="flex flex-col items-center gap-4 md:flex-row">
          <img
            className="h-24 w-24 rounded-lg border border-gray-200 bg-white object-contain p-4"
            src={job.companyId.image}
            alt={`${job.companyId.name} logo`}
          />
          <div className="text-center text-neutral-700 md:text-left">
            <h1 className="text-2xl font-medium [overflow-wrap:anywhere] sm:text-4xl">
              {job.title}
            </h1>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-gray-600 md:justify-start">
              <li className="[overflow-wrap:anywhere]">
                <Link to={companyPath(job.companyId._id)} className={textLinkClass}>
                  {job.companyId.name}
                </Link>
              </li>
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex w-full flex-col items-center text-sm sm:w-auto md:items-end">
          {open ? <ApplyButton flow={flow} /> : null}
          <p className="mt-2 text-gray-600">Posted {timeAgo(job.date)}</p>
          {open ? <p className="text-gray-600">{closingLabel(job.closesAt)}</p> : null}
        </div>
      </div>
      <div className="flex flex-col items-start gap-10 lg:flex-row">
        <section aria-labelledby="job-description" className="w-full lg:w-2/3">
          <h2 id="job-description" className="mb-4 text-2xl font-bold">
            Job description
          </h2>
          {/* Sanitised by the server with an allow-list before it was stored. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: job.description }} />
          {open ? <ApplyButton flow={flow} className="mt-10" /> : null}
        </section>
        <MoreJobs job={job} />
      </div>
    </div>
  );
}
