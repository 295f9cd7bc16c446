import '../../styles.css';
import moment from 'moment';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { MESSAGES } from 'shared-api/contract';
import { useJob } from 'shared-api/jobs/get-job';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';

export default function JobDetailPage() {
  const { id = '' } = useParams();
  const job = useJob(id);

  if (job.isPending) return <FullScreenSpinner label="Loading job" />;
  if (job.isError)
    return (
      <StatusMessage tone="error" title="This job could not be shown">
        {job.error.message}
      </StatusMessage>
    );

  const data = job.data;
  const apply = () => toast.error(MESSAGES.loginToApply);
  return (
    <div className="container mx-auto flex min-h-screen flex-col px-4 py-10 2xl:px-20">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-8 rounded-lg border border-sky-400 bg-sky-50 px-14 py-16">
        <div className="flex flex-col items-center md:flex-row">
          <img
            className="mr-4 h-24 rounded-lg border bg-white p-4"
            src={data.companyId.image}
            alt={`${data.companyId.name} logo`}
          />
          <div className="text-neutral-700">
            <h1 className="text-2xl font-medium sm:text-4xl">{data.title}</h1>
            <div className="mt-2 flex flex-wrap gap-6 text-gray-600">
              <span>{data.companyId.name}</span>
              <span>{data.location}</span>
              <span>{data.level}</span>
              <span>CTC: {data.salary.toLocaleString('en-US')}</span>
            </div>
          </div>
        </div>
        <div className="flex flex-col justify-center text-sm">
          <button
            type="button"
            onClick={apply}
            className="rounded bg-brand-600 p-2.5 px-10 text-white"
          >
            Apply Now
          </button>
          <p className="mt-1 text-gray-600">Posted {moment(data.date).fromNow()}</p>
        </div>
      </div>
      <h2 className="mb-4 text-2xl font-bold">Job description</h2>
      {/* Sanitised by the server with an allow-list before it was stored. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.description }} />
      <button
        type="button"
        onClick={apply}
        className="mt-10 w-fit rounded bg-brand-600 p-2.5 px-10 text-white"
      >
        Apply Now
      </button>
    </div>
  );
}
