import { Link, useParams } from 'react-router-dom';
import type { JobStats } from 'shared-api/contract';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { useJobStats, useOwnJob } from './api/job-insights';
import { InsightsChart } from './insights-chart';
import { InsightsTable } from './insights-table';
import { HeadedScreen } from '../../shared/page-heading';

const backLink = (
  <Link to="/dashboard/manage-jobs" className="rounded text-brand-700 underline">
    Back to Manage Jobs
  </Link>
);

function Totals({ stats }: { stats: JobStats }) {
  const items = [
    ['Views, last 30 days', stats.views],
    ['Applications, last 30 days', stats.applications],
  ] as const;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="text-2xl font-medium">{value.toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
}

function ByStatus({ byStatus }: { byStatus: JobStats['byStatus'] }) {
  return (
    <section aria-labelledby="by-status" className="mt-6">
      <h2 id="by-status" className="mb-2 text-lg font-medium">
        Applications by status (all time)
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {Object.entries(byStatus).map(([status, n]) => (
          <div
            key={status}
            className="flex justify-between rounded border border-gray-200 bg-white px-3 py-2"
          >
            <dt>{status}</dt>
            <dd className="font-medium">{n}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /dashboard/insights/:jobId: a job's views and applications over the last 30 days. */
export function JobInsightsPage() {
  const { jobId = '' } = useParams();
  const stats = useJobStats(jobId);
  const job = useOwnJob(jobId);
  const title = job.data?.title;
  const heading = title ? `Insights: ${title}` : 'Job insights';
  usePageHead(genericPageHead(heading));
  const back = <p className="mb-2 text-sm">{backLink}</p>;

  if (stats.isPending) {
    return (
      <HeadedScreen heading={heading} before={back}>
        <Spinner label="Loading the job's insights" />
      </HeadedScreen>
    );
  }
  if (stats.isError) {
    return (
      <StatusMessage
        heading
        tone="error"
        title="This job's insights could not be loaded."
        action={backLink}
      >
        {stats.error.message}
      </StatusMessage>
    );
  }
  return (
    <HeadedScreen heading={heading} before={back}>
      <Totals stats={stats.data} />
      <InsightsChart days={stats.data.days} />
      <InsightsTable days={stats.data.days} />
      <ByStatus byStatus={stats.data.byStatus} />
      <p className="mt-4 text-sm text-gray-600">
        A view is one visitor on one day (UTC), robots left out.
      </p>
    </HeadedScreen>
  );
}
