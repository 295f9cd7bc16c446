import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import { buttonClass } from 'shared-ui/button';
import { textLinkClass } from 'shared-ui/text-link';
import { longDate } from 'shared-api/dates';
import { companyPath } from '../../shared/paths';

/**
 * Why a job takes no applications: closed by its company, past its closing date, or, from an
 * apply the server refused, the server's own words. Only `open` jobs reach the lists, so this
 * page is how a saved or shared link to a closed job still makes sense.
 */
export function ClosedNotice({ job, message }: { job: Job; message: string | null }) {
  const notice = useRef<HTMLElement>(null);
  // An apply that found the job closed took the focused Apply button away: focus lands here.
  useEffect(() => {
    if (message) notice.current?.focus();
  }, [message]);

  const reason =
    message ??
    (job.status === 'expired'
      ? `Applications closed on ${longDate(job.closesAt)}.`
      : 'The company is no longer taking applications.');
  return (
    <section
      ref={notice}
      tabIndex={-1}
      aria-labelledby="job-closed"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-6 py-5 text-amber-950 focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <h2 id="job-closed" className="text-lg font-semibold">
        This job is closed
      </h2>
      <p className="mt-1">{reason}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link to="/" className={buttonClass('outline')}>
          Browse all jobs
        </Link>
        <Link to={companyPath(job.companyId._id)} className={textLinkClass}>
          Open jobs at {job.companyId.name}
        </Link>
      </div>
    </section>
  );
}
