import { Link } from 'react-router-dom';
import { JOB_PAGE_SIZE } from 'shared-api/contract';
import { buttonClass } from 'shared-ui/button';
import { StatusMessage } from 'shared-ui/status-message';
import { PagedJobs } from '../../shared/paged-jobs';

/** One page of a company's open jobs, newest first, as the home page lists jobs. */
export function CompanyJobs({
  company,
  page,
  onPage,
}: {
  company: { _id: string; name: string };
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <PagedJobs
      params={{ companyId: company._id, page, pageSize: JOB_PAGE_SIZE }}
      onPage={onPage}
      anchorId="open-jobs"
      // On its own page, the company's name would only link back to where the reader is.
      linkCompany={false}
      empty={
        <StatusMessage
          title={`${company.name} has no open jobs right now.`}
          action={
            <Link to="/" className={buttonClass('outline')}>
              Browse all jobs
            </Link>
          }
        />
      }
    />
  );
}
