import { useEffect, useRef, type ReactNode, type RefObject, type TdHTMLAttributes } from 'react';
import { isOpenStatus, JOB_REMOVED, type Application } from 'shared-api/contract';
import { longDate } from 'shared-api/dates';
import { Button } from 'shared-ui/button';
import { tdClass } from 'shared-ui/table-box';
import { textLinkClass } from 'shared-ui/text-link';
import { jobPath } from '../../shared/paths';
import { TopLink } from '../../shared/top-link';
import { StageBadge } from './stage-badge';

/**
 * Below `sm` the table is stacked rows (applied-jobs.tsx): each cell then shows its column's
 * name. Hidden from screen readers, which read the column headers as at any width. A cell with
 * nothing in it (`label` left out) shows neither name nor cell there.
 */
function Cell({
  label,
  className = '',
  children,
  cellRef,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & {
  label?: string;
  children: ReactNode;
  cellRef?: RefObject<HTMLTableCellElement | null>;
}) {
  return (
    <td
      ref={cellRef}
      className={`${tdClass} max-sm:flex max-sm:items-center max-sm:gap-3 max-sm:border-0 max-sm:py-1.5 ${className}`}
      {...props}
    >
      {label === undefined ? null : (
        <span aria-hidden="true" className="w-24 shrink-0 font-medium text-gray-500 sm:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/**
 * One application: company, job (a link to its page), where, when, its stage, and Withdraw while
 * it is open. A job whose company deleted its account says so, with neither link nor Withdraw.
 */
export function AppliedJobRow({
  application,
  justWithdrawn,
  onWithdraw,
}: {
  application: Application;
  justWithdrawn: boolean;
  onWithdraw: (application: Application) => void;
}) {
  const { companyId: company, jobId: job } = application;
  const removed = application.jobRemoved === true;
  const withdrawable = isOpenStatus(application.status) && !removed;
  // The Withdraw button that had the focus is gone: the status takes it. In an effect, which runs
  // once the confirming dialog's own has given the page back (an inert page takes no focus).
  const statusCell = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    if (justWithdrawn) statusCell.current?.focus();
  }, [justWithdrawn]);
  return (
    <tr className="max-sm:block max-sm:border-b max-sm:border-gray-200 max-sm:py-2">
      <Cell label="Company">
        {removed ? (
          <span className="text-gray-500">Deleted company</span>
        ) : (
          <span className="flex min-w-0 items-center gap-2 sm:whitespace-nowrap">
            <img
              className="h-8 w-8 shrink-0 object-contain"
              src={company.image}
              alt={`${company.name} logo`}
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{company.name}</span>
          </span>
        )}
      </Cell>
      <Cell label="Job Title" className="min-w-0 [overflow-wrap:anywhere] sm:min-w-40">
        {removed ? (
          // The job page is gone (410): the title stays readable, with why, and links nowhere.
          <span>
            {job.title}
            <span className="block text-sm text-gray-600">{JOB_REMOVED}</span>
          </span>
        ) : (
          <TopLink to={jobPath(job._id)} className={textLinkClass}>
            {job.title}
          </TopLink>
        )}
      </Cell>
      <Cell label="Location" className="[overflow-wrap:anywhere]">
        {job.location}
      </Cell>
      <Cell label="Date" className="whitespace-nowrap">
        {longDate(application.date)}
      </Cell>
      <Cell
        label="Status"
        className="focus:outline-2 focus:outline-brand-600"
        tabIndex={justWithdrawn ? -1 : undefined}
        cellRef={statusCell}
      >
        <StageBadge status={application.status} />
      </Cell>
      {/* A decided application has no action: on a phone its row ends at the status. */}
      <Cell
        label={withdrawable ? 'Action' : undefined}
        className={withdrawable ? '' : 'max-sm:hidden'}
      >
        {withdrawable ? (
          <Button
            variant="danger"
            aria-label={`Withdraw application for ${job.title}`}
            onClick={() => onWithdraw(application)}
          >
            Withdraw
          </Button>
        ) : null}
      </Cell>
    </tr>
  );
}
