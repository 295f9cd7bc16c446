import { Link, useNavigate } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import { closingLabel, jobCardTerms } from 'shared-api/jobs/job-terms';
import { JobCard } from 'shared-ui/job-card';
import { companyPath, jobPath } from './paths';

/**
 * A job's card as every seeker list shows it: its terms, its company's name linking to the
 * company's page (left out on that page itself), and both buttons opening the job.
 */
export function SeekerJobCard({ job, linkCompany = true }: { job: Job; linkCompany?: boolean }) {
  const navigate = useNavigate();
  return (
    <JobCard
      job={job}
      details={jobCardTerms(job)}
      note={closingLabel(job.closesAt)}
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
