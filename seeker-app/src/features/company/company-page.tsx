import '../../styles.css';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { idSchema } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button, buttonClass } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { openJobsText } from 'shared-api/jobs/company-page-text';
import { WithFooter } from '../../shared/site-footer';
import { useCompanyPage } from './api/get-company-page';
import { CompanyHeader, OpenJobsSection, companyPageClass } from './company-page-parts';
import { companyHead, companyNotFoundHead } from './company-head';
import { CompanyJobs } from './company-jobs';

function NotFound() {
  usePageHead(companyNotFoundHead);
  return (
    <StatusMessage
      heading
      title="This company could not be found."
      action={
        <Link to="/" className={buttonClass('outline')}>
          Browse all jobs
        </Link>
      }
    >
      The link may be mistyped, or the company may have left the board.
    </StatusMessage>
  );
}

/** A company's public page: its logo, name and open job count, and its open jobs, paged. */
export default function CompanyPage() {
  const { id = '' } = useParams();
  // A malformed id cannot be a company: say so without asking the server twice to refuse it.
  const wellFormed = idSchema.safeParse(id).success;
  return <WithFooter>{wellFormed ? <Company id={id} /> : <NotFound />}</WithFooter>;
}

function Company({ id }: { id: string }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const query = useCompanyPage(id);
  usePageHead(companyHead(query));

  if (query.isPending) return <FullScreenSpinner label="Loading company" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
    return (
      <StatusMessage
        heading
        tone="error"
        title="This company could not be shown."
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      >
        {query.error.message}
      </StatusMessage>
    );
  }

  const { company, openJobs } = query.data;
  return (
    <div className={companyPageClass}>
      <CompanyHeader name={company.name} image={company.image} openJobs={openJobsText(openJobs)} />
      <OpenJobsSection>
        <CompanyJobs
          company={company}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </OpenJobsSection>
    </div>
  );
}
