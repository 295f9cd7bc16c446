import { useMutation } from '@tanstack/react-query';
import {
  companyExportSchema,
  messageResponseSchema,
  type CompanyExport,
  type DeleteCompanyBody,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useAppState } from 'shared-api/app-state';
import { companyHeaders } from 'shared-api/company/session';
import { useRecruiterMutation } from '../../../shared/api/use-recruiter-mutation';

/** GET /api/company/export: everything the board holds for the company (owner and admins). */
export async function fetchCompanyData(token: string | null): Promise<CompanyExport> {
  const data = await request<unknown>({
    method: 'GET',
    url: '/api/company/export',
    headers: companyHeaders(token),
  });
  return companyExportSchema.parse(data);
}

/** POST /api/company/delete-account: the owner only, with the company's password. */
export async function deleteCompany(token: string | null, body: DeleteCompanyBody) {
  const data = await request<unknown>({
    method: 'POST',
    url: '/api/company/delete-account',
    data: body,
    headers: companyHeaders(token),
  });
  return messageResponseSchema.parse(data).message;
}

/**
 * The export is fetched with the token header (a plain link could not send it), then saved
 * through a short-lived object URL under the name the server gives it.
 */
function saveAsFile(data: CompanyExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'company-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadCompanyData() {
  const { companyToken } = useAppState();
  return useMutation({
    mutationFn: async () => saveAsFile(await fetchCompanyData(companyToken)),
    meta: { session: 'company' },
  });
}

export const useDeleteCompany = () => useRecruiterMutation({ call: deleteCompany });
