import { Link } from 'react-router-dom';
import type { RecruiterJob } from 'shared-api/contract';
import { shortDate } from 'shared-api/dates';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';
import type { ReactNode } from 'react';
import { useMayChange } from '../../shared/api/signed-in-member';
import { useChangeVisibility } from './api/change-visibility';
import { JobActions } from './job-actions';
import { ClosingDate, JobStatusBadge } from './job-status';

/** The count links to View Applications filtered to the job; its text stays the bare number. */
function ApplicantsCount({ job }: { job: RecruiterJob }) {
  if (job.applicants === 0) return <>0</>;
  return (
    <Link
      to={`/dashboard/view-applications?jobId=${job._id}`}
      aria-label={`${job.applicants} applicant${job.applicants === 1 ? '' : 's'} for ${job.title}`}
      className="inline-block min-w-8 rounded px-2 py-1 font-medium text-brand-700 underline hover:bg-brand-50"
    >
      {job.applicants}
    </Link>
  );
}

const HEADINGS = [
  '#',
  'Job Title',
  'Date',
  'Location',
  'Applicants',
  'Views',
  'Status',
  'Closing Date',
  'Visible',
  'Actions',
] as const;
type Heading = (typeof HEADINGS)[number];
const CENTRED = new Set<Heading>(['Applicants', 'Views']);

/*
 * Narrower than a wide laptop (1280 px), each row stacks into a card: ten columns do not fit
 * beside the side bar below that. The headings leave the eye (assistive technology keeps them)
 * and each cell shows its own above its value, drawn by CSS from `data-label` so the cell's
 * text stays its value. The explicit roles keep the table a table to browsers that drop it once
 * rows are no longer drawn as rows. As a table, the cells' padding is tighter than the shared
 * one, so that all ten fit the dashboard at 1280 px without scrolling sideways.
 */
const stacked = 'max-xl:block';
const stackedRow =
  'max-xl:grid max-xl:grid-cols-2 md:max-xl:grid-cols-4 max-xl:gap-3 max-xl:border-b max-xl:border-gray-200 max-xl:p-4';
const stackedCell =
  'max-xl:block max-xl:min-w-0 max-xl:border-0 max-xl:p-0 max-xl:text-left max-xl:before:mb-1 max-xl:before:block max-xl:before:text-xs max-xl:before:font-medium max-xl:before:text-gray-500 max-xl:before:content-[attr(data-label)] xl:px-2.5';
const wholeLine = 'max-xl:col-span-full';

function Cell({
  heading,
  className = '',
  children,
}: {
  heading: Heading;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" data-label={heading} className={`${tdClass} ${stackedCell} ${className}`}>
      {children}
    </td>
  );
}

export function JobsTable({
  jobs,
  firstNumber,
  onClose,
}: {
  jobs: RecruiterJob[];
  /** The first row's number: rows count on across pages. */
  firstNumber: number;
  onClose: (job: RecruiterJob) => void;
}) {
  const visibility = useChangeVisibility();
  // A viewer reads the list; the server refuses their changes all the same.
  const changes = useMayChange();
  const changing = (id: string) => visibility.isPending && visibility.variables === id;
  return (
    <TableBox label="Your jobs">
      <thead role="rowgroup" className={stacked}>
        <tr role="row" className={stacked}>
          {HEADINGS.map((heading) => (
            <th
              key={heading}
              role="columnheader"
              className={`${thClass} max-xl:sr-only xl:px-2.5 ${CENTRED.has(heading) ? 'text-center' : ''}`}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={stacked}>
        {jobs.map((job, index) => (
          <tr key={job._id} role="row" className={stackedRow}>
            <Cell heading="#">{firstNumber + index}</Cell>
            <Cell heading="Job Title" className={`${wholeLine} max-xl:font-medium break-words`}>
              {/* The job's public page: what job seekers see (a hidden job only its company). */}
              <a
                href={`/apply-jobs/${job._id}`}
                className="rounded text-brand-700 underline hover:text-brand-800"
              >
                {job.title}
              </a>
            </Cell>
            {/* The short date, as ten columns share a laptop's width (decision 47); its year may
                go under the day: the row is two buttons high anyway. */}
            <Cell heading="Date">{shortDate(job.date)}</Cell>
            <Cell heading="Location">{job.location}</Cell>
            <Cell heading="Applicants" className="text-center">
              <ApplicantsCount job={job} />
            </Cell>
            <Cell heading="Views" className="text-center">
              {(job.views ?? 0).toLocaleString('en')}
            </Cell>
            <Cell heading="Status">
              <JobStatusBadge status={job.status} hidden={!job.visible} />
            </Cell>
            <Cell heading="Closing Date">
              <ClosingDate job={job} />
            </Cell>
            <Cell heading="Visible">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                aria-label={`Visible: ${job.title}`}
                checked={job.visible}
                // A viewer may not change it; while its change is on its way it ignores presses
                // but keeps the focus, which a disabled box would drop to the page's body.
                disabled={!changes}
                aria-disabled={changing(job._id) || undefined}
                onChange={() => {
                  if (!changing(job._id)) visibility.mutate(job._id);
                }}
              />
            </Cell>
            <Cell heading="Actions" className={wholeLine}>
              <JobActions job={job} onClose={() => onClose(job)} />
            </Cell>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
