import moment from 'moment';
import { isOpenStatus, type Application } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { tdClass } from 'shared-ui/table-box';
import { textLinkClass } from 'shared-ui/text-link';
import { jobPath } from '../../shared/paths';
import { TopLink } from '../../shared/top-link';
import { StageBadge } from './stage-badge';

// Called once, when the cell gets it: the Withdraw button that had focus is gone.
const takeFocus = (cell: HTMLElement | null) => cell?.focus();

/**
 * One application: company, job (a link to its page), where, when, its stage, and Withdraw while
 * it is open.
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
  return (
    <tr>
      <td className={tdClass}>
        <span className="flex items-center gap-2 whitespace-nowrap">
          <img
            className="h-8 w-8 object-contain"
            src={company.image}
            alt={`${company.name} logo`}
          />
          {company.name}
        </span>
      </td>
      <td className={`${tdClass} min-w-40 [overflow-wrap:anywhere]`}>
        <TopLink to={jobPath(job._id)} className={textLinkClass}>
          {job.title}
        </TopLink>
      </td>
      <td className={tdClass}>{job.location}</td>
      <td className={`${tdClass} whitespace-nowrap`}>{moment(application.date).format('LL')}</td>
      <td
        className={`${tdClass} focus:outline-2 focus:outline-brand-600`}
        tabIndex={justWithdrawn ? -1 : undefined}
        ref={justWithdrawn ? takeFocus : undefined}
      >
        <StageBadge status={application.status} />
      </td>
      <td className={tdClass}>
        {isOpenStatus(application.status) ? (
          <Button
            variant="danger"
            aria-label={`Withdraw application for ${job.title}`}
            onClick={() => onWithdraw(application)}
          >
            Withdraw
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
