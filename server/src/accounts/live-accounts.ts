import type { DatabaseOrTransaction } from '../platform/database';
import { unauthorized } from '../platform/http-error';
import { lockLiveCompany } from './live-account-queries';

/** What a token the auth check no longer lets in is told, and a write whose account went. */
export const SIGN_IN_AGAIN = 'Your session has expired or is invalid. Please log in again.';

/**
 * A write let in by the auth check whose account was erased before it could write: answered as
 * the erased account's token is from then on.
 */
export const accountGone = () => unauthorized(SIGN_IN_AGAIN);

/**
 * The first statement of every company write's transaction: holds the company's row so that its
 * erase cannot commit in between, and refuses once it has (the token was checked before).
 * Without it a job, note, member or status change let in just before the erase would land after
 * it, kept for a company nobody can sign in to any more.
 */
export async function holdCompany(tx: DatabaseOrTransaction, companyId: string): Promise<void> {
  if (!(await lockLiveCompany(tx, companyId))) throw accountGone();
}
