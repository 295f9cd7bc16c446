import { Link } from 'react-router-dom';
import { MAX_PAGE_SIZE, MORE_JOBS_LIMIT, type Job } from 'shared-api/contract';
import { useQuery } from '@tanstack/react-query';
import { useMyApplications } from 'shared-api/users/list-applications';
import { Spinner } from 'shared-ui/spinner';
import { textLinkClass } from 'shared-ui/text-link';
import { jobListQuery } from '../../shared/api/list-jobs';
import { companyPath } from '../../shared/paths';
import { SeekerJobCard } from '../../shared/seeker-job-card';

/** 'More Jobs from the company': up to 4 of its other jobs, leaving out those applied to. */
export function MoreJobs({ job }: { job: Job }) {
  const applications = useMyApplications();
  const applied = new Set(applications.data?.map((a) => a.jobId._id));
  // Ask for as many more as were applied to at this company, so 4 remain after leaving them out.
  const appliedHere =
    applications.data?.filter((a) => a.companyId._id === job.companyId._id).length ?? 0;
  const more = useQuery({
    ...jobListQuery({
      page: 1,
      pageSize: Math.min(MORE_JOBS_LIMIT + appliedHere, MAX_PAGE_SIZE),
      companyId: job.companyId._id,
      excludeId: job._id,
    }),
    // Asked once the applications are known, so the list does not shrink after it shows.
    enabled: !applications.isLoading,
  });
  const jobs = (more.data?.jobs ?? []).filter((j) => !applied.has(j._id)).slice(0, MORE_JOBS_LIMIT);

  return (
    <aside aria-labelledby="more-jobs" className="w-full space-y-5 lg:w-1/3">
      <h2 id="more-jobs" className="text-lg font-medium">
        More Jobs from the company
      </h2>
      {more.isPending ? (
        <Spinner label="Loading more jobs" />
      ) : jobs.length === 0 ? (
        <p className="text-sm text-gray-500">
          No other open jobs at {job.companyId.name} right now.
        </p>
      ) : (
        <>
          {/* The company's page is linked once, below, not from each of its cards. */}
          {jobs.map((other) => (
            <SeekerJobCard key={other._id} job={other} linkCompany={false} />
          ))}
          <Link to={companyPath(job.companyId._id)} className={textLinkClass}>
            All open jobs at {job.companyId.name}
          </Link>
        </>
      )}
    </aside>
  );
}
