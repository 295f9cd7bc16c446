import { useMutation } from '@tanstack/react-query';
import { companyAuthResponseSchema, type CompanyAuthResponse } from '../contract/accounts';
import { request } from 'shared-api/http';
import { useCompanySignedIn } from './session';

export type CompanyLoginBody = { email: string; password: string };

/** POST /api/company/login. */
export async function companyLogin(body: CompanyLoginBody): Promise<CompanyAuthResponse> {
  const data = await request<unknown>({ method: 'POST', url: '/api/company/login', data: body });
  return companyAuthResponseSchema.parse(data);
}

/** Logs in; on success the token is stored and the company data set (spec section 7). */
export function useCompanyLogin() {
  const signedIn = useCompanySignedIn();
  return useMutation({ mutationFn: companyLogin, onSuccess: signedIn });
}
