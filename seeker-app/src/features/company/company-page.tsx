import '../../styles.css';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { idSchema } from 'shared-api/contract';
import { isApiError } from 'shared-api/http';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button, buttonClass } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { WithFooter } from '../../shared/site-footer';
import { useCompanyPage } from './api/get-company-page';
import { companyHead, companyNotFoundHead } from './company-head';
import { CompanyJobs } from './company-jobs';

const openJobsText = (count: number) =>
  count === 0 ? 'No open jobs right now' : `${count} open ${count === 1 ? 'job' : 'jobs'}`;

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
    <div className="container mx-auto px-4 py-10 2xl:px-20">
      <div className="mb-10 flex flex-col items-center gap-6 rounded-lg border border-sky-300 bg-sky-50 px-6 py-10 text-center sm:flex-row sm:px-14 sm:text-left">
        <img
          className="h-24 w-24 shrink-0 rounded-lg border border-gray-200 bg-white object-contain p-4"
          src={company.image}
          alt={`${company.name} logo`}
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-medium text-neutral-700 [overflow-wrap:anywhere] sm:text-4xl">
            {company.name}
          </h1>
          <p className="mt-2 text-gray-600">{openJobsText(openJobs)}</p>
        </div>
      </div>
      <section id="open-jobs" aria-labelledby="open-jobs-heading" className="scroll-mt-4">
        <h2 id="open-jobs-heading" className="mb-6 text-2xl font-medium">
          Open jobs
        </h2>
        <CompanyJobs
          company={company}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </section>
    </div>
  );
}
