import { Link, useNavigate } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import { closingLabel, jobCardTerms } from 'shared-api/jobs/job-terms';
import { JobCard } from 'shared-ui/job-card';
import { companyPath, jobPath } from './paths';
import { SaveJobToggle } from './save-job-toggle';

/**
 * A job's card as every seeker list shows it: its terms, its company's name linking to the
 * company's page (left out on that page itself), both buttons opening the job, and its Save
 * toggle. A job that no longer takes applications (only Saved Jobs lists one) says so.
 */
export function SeekerJobCard({
  job,
  linkCompany = true,
  onUnsave,
}: {
  job: Job;
  linkCompany?: boolean;
  /** Called as the card's job is unsaved. */
  onUnsave?: () => void;
}) {
  const navigate = useNavigate();
  const open = job.status === 'open';
  return (
    <JobCard
      job={job}
      details={jobCardTerms(job)}
      flag={open ? undefined : 'Closed'}
      note={open ? closingLabel(job.closesAt) : 'Closed: no longer taking applications'}
      actions={<SaveJobToggle jobId={job._id} onUnsave={onUnsave} />}
      companyLink={
        linkCompany
          ? (link) => (
              <Link
                to={companyPath(job.companyId._id)}
                onClick={() => window.scrollTo(0, 0)}
                {...link}
              />
            )
          : undefined
      }
      onOpen={() => {
        void navigate(jobPath(job._id));
        window.scrollTo(0, 0);
      }}
    />
  );
}
