import { useNavigate } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import { closingLabel, jobCardTerms } from 'shared-api/jobs/job-terms';
import { JobCard } from 'shared-ui/job-card';
import { companyPath, jobPath } from './paths';
import { TopLink } from './top-link';

/**
 * A job's card as every seeker list shows it: its terms, its title linking to the job's page, its
 * company's name linking to the company's page (left out on that page itself), and both buttons
 * opening the job.
 */
export function SeekerJobCard({ job, linkCompany = true }: { job: Job; linkCompany?: boolean }) {
  const navigate = useNavigate();
  const href = jobPath(job._id);
  return (
    <JobCard
      job={job}
      details={jobCardTerms(job)}
      note={closingLabel(job.closesAt)}
      titleLink={(link) => <TopLink to={href} {...link} />}
      companyLink={
        linkCompany
          ? (link) => <TopLink to={companyPath(job.companyId._id)} {...link} />
          : undefined
      }
      // The spec's buttons: both open the job's page at its top.
      onOpen={() => {
        void navigate(href);
        window.scrollTo(0, 0);
      }}
    />
  );
}
