import '../../styles.css';
import moment from 'moment';
import { Link, useParams } from 'react-router-dom';
import { useJob } from './api/get-job';
import { isApiError } from 'shared-api/http';
import { Button, buttonClass } from 'shared-ui/button';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { compactSalary } from './compact-salary';
import { MoreJobs } from './more-jobs';
import { useApplyFlow } from './use-apply-flow';

function ApplyButton({ jobId, className = '' }: { jobId: string; className?: string }) {
  const { alreadyApplied, start, pending } = useApplyFlow(jobId);
  return (
    <Button
      onClick={start}
      disabled={alreadyApplied || pending}
      className={`px-10 py-2.5 ${className}`}
    >
      {alreadyApplied ? 'Already Applied' : 'Apply Now'}
    </Button>
  );
}

const backToJobs = (
  <Link to="/" className={buttonClass('outline')}>
    Browse all jobs
  </Link>
);

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);

  if (job.isPending) return <FullScreenSpinner label="Loading job" />;
  if (job.isError) {
    const missing = isApiError(job.error) && (job.error.status === 404 || job.error.status === 400);
    return missing ? (
      <StatusMessage title="This job is not available." action={backToJobs}>
        It may have been filled or taken down by the company.
      </StatusMessage>
    ) : (
      <StatusMessage
        tone="error"
        title="This job could not be shown."
        action={<Button onClick={() => void job.refetch()}>Try again</Button>}
      >
        {job.error.message}
      </StatusMessage>
    );
  }

  const data = job.data;
  return (
    <div className="container mx-auto flex flex-col px-4 py-10 2xl:px-20">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-8 rounded-lg border border-sky-300 bg-sky-50 px-6 py-10 sm:px-14 sm:py-16">
        <div className="flex flex-col items-center gap-4 md:flex-row">
          <img
            className="h-24 w-24 rounded-lg border border-gray-200 bg-white object-contain p-4"
            src={data.companyId.image}
            alt={`${data.companyId.name} logo`}
          />
          <div className="text-center text-neutral-700 md:text-left">
            <h1 className="text-2xl font-medium [overflow-wrap:anywhere] sm:text-4xl">
              {data.title}
            </h1>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-gray-600 md:justify-start">
              <li>{data.companyId.name}</li>
              <li>{data.location}</li>
              <li>{data.level}</li>
              <li>CTC: {compactSalary(data.salary)}</li>
            </ul>
          </div>
        </div>
        <div className="flex w-full flex-col items-center text-sm sm:w-auto md:items-end">
          <ApplyButton jobId={data._id} />
          <p className="mt-2 text-gray-600">Posted {moment(data.date).fromNow()}</p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-10 lg:flex-row">
        <section aria-labelledby="job-description" className="w-full lg:w-2/3">
          <h2 id="job-description" className="mb-4 text-2xl font-bold">
            Job description
          </h2>
          {/* Sanitised by the server with an allow-list before it was stored. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.description }} />
          <ApplyButton jobId={data._id} className="mt-10" />
        </section>
        <MoreJobs job={data} />
      </div>
    </div>
  );
}
