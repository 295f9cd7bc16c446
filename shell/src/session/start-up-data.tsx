import { useCompany } from 'shared-api/company/get-company';
import { useCurrentUser } from 'shared-api/users/get-user';
import { useMyApplications } from 'shared-api/users/list-applications';

/**
 * At start-up: with a stored company token the company is fetched; with a signed-in
 * job seeker, their data and applications. The screens then read them from the query cache.
 */
export function StartUpData() {
  useCompany();
  useCurrentUser();
  useMyApplications();
  return null;
}
