import { useMutation } from '@tanstack/react-query';
import {
  companyAuthResponseSchema,
  type CompanyAuthResponse,
  type CompanyLoginBody,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useCompanySignedIn } from 'shared-api/company/session';

/** POST /api/company/login. */
export async function companyLogin(body: CompanyLoginBody): Promise<CompanyAuthResponse> {
  const data = await request<unknown>({ method: 'POST', url: '/api/company/login', data: body });
  return companyAuthResponseSchema.parse(data);
}

/** Logs in; on success the token is stored and the company data set (docs/product.md, Screens). */
export function useCompanyLogin() {
  const signedIn = useCompanySignedIn();
  return useMutation({ mutationFn: companyLogin, onSuccess: signedIn });
}
