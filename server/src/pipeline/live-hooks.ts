import type { ApplicationStatus } from 'shared-api/contract';
import { companyAudience, publishLive, userAudience } from '../live/publish';
import type { DatabaseOrTransaction } from '../platform/database';
import { applicationAudiences } from './notice-queries';

/**
 * The live events (server-sent events) that application writes cause, published in the write's
 * transaction, by the notifications plugin beside the mail the same writes cause.
 */

/** An application changed stage: its applicant's screens, and its company's, show it. */
export async function liveStatusChanged(
  tx: DatabaseOrTransaction,
  change: { userId: string; companyId: string; applicationId: string; status: ApplicationStatus },
): Promise<void> {
  const data = { applicationId: change.applicationId, status: change.status };
  await publishLive(tx, userAudience(change.userId), 'application-status', data);
  await publishLive(tx, companyAudience(change.companyId), 'application-status', data);
}

/** Someone applied: the company's View Applications shows the new applicant. */
export async function liveNewApplication(
  tx: DatabaseOrTransaction,
  application: { companyId: string; applicationId: string; jobId: string },
): Promise<void> {
  const { companyId, applicationId, jobId } = application;
  await publishLive(tx, companyAudience(companyId), 'new-application', { applicationId, jobId });
}

/** liveStatusChanged for each of these applications, as the transaction now has them. */
export async function liveStatusesChanged(
  tx: DatabaseOrTransaction,
  applicationIds: string[],
): Promise<void> {
  const rows = await applicationAudiences(tx, applicationIds);
  for (const row of rows) {
    await liveStatusChanged(tx, { ...row, status: row.status as ApplicationStatus });
  }
}
