import { useNavigate } from 'react-router-dom';
import type { Job } from 'shared-api/contract';
import { closingLabel, jobCardTerms } from 'shared-api/jobs/job-terms';
import { JobCard } from 'shared-ui/job-card';
import { useAppliedJobIds } from './applied-job-ids';
import { focusHeadingOnArrival } from './focus-on-arrival';
import { companyPath, jobPath } from './paths';
import { SaveJobToggle } from './save-job-toggle';
import { TopLink } from './top-link';

/**
 * A job's card as every seeker list shows it: its terms, its title linking to the job's page, its
 * company's name linking to the company's page (left out on that page itself), both buttons
 * opening the job, and its Save toggle. A job that no longer takes applications (only Saved Jobs
 * lists one) says so, and offers Learn More without Apply Now. A job the signed-in seeker applied
 * to says 'Applied' (the buttons stay the spec's: the job's page then reads 'Already Applied').
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
  const href = jobPath(job._id);
  const open = job.status === 'open';
  const applied = useAppliedJobIds().has(job._id);
  return (
    <JobCard
      job={job}
      details={jobCardTerms(job)}
      titleLink={(link) => <TopLink to={href} {...link} />}
      flag={open ? undefined : 'Closed'}
      badge={applied ? 'Applied' : undefined}
      note={open ? closingLabel(job.closesAt) : 'Closed: no longer taking applications'}
      takesApplications={open}
      actions={<SaveJobToggle jobId={job._id} jobTitle={job.title} onUnsave={onUnsave} />}
      companyLink={
        linkCompany
          ? (link) => <TopLink to={companyPath(job.companyId._id)} {...link} />
          : undefined
      }
      // The spec's buttons: both open the job's page at its top. The button pressed goes with
      // this page, so the keyboard moves on to the job's heading, as from the title's link.
      onOpen={() => {
        const pressed = document.activeElement;
        void navigate(href);
        window.scrollTo(0, 0);
        if (pressed) focusHeadingOnArrival(pressed);
      }}
    />
  );
}
