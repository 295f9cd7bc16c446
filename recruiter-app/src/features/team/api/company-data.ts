import { useMutation } from '@tanstack/react-query';
import {
  companyExportSchema,
  messageResponseSchema,
  type CompanyExport,
  type DeleteCompanyBody,
} from 'shared-api/contract';
import { saveJsonFile } from 'shared-api/files/save-json-file';
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

export function useDownloadCompanyData() {
  const { companyToken } = useAppState();
  return useMutation({
    mutationFn: async () => saveJsonFile(await fetchCompanyData(companyToken), 'company-data.json'),
    meta: { session: 'company' },
  });
}

export const useDeleteCompany = () => useRecruiterMutation({ call: deleteCompany });
