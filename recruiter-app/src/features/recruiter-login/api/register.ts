import { useMutation } from '@tanstack/react-query';
import {
  companyAuthResponseSchema,
  type CompanyAuthResponse,
  type CompanyRegisterFields,
} from 'shared-api/contract';
import { request } from 'shared-api/http';
import { useCompanySignedIn } from 'shared-api/company/session';

/** The form's fields as the contract has them, and the logo. */
export type CompanyRegisterBody = CompanyRegisterFields & { image: File };

/** POST /api/company/register, multipart: name, email, password and the logo in `image`. */
export async function registerCompany(body: CompanyRegisterBody): Promise<CompanyAuthResponse> {
  const form = new FormData();
  form.append('name', body.name);
  form.append('email', body.email);
  form.append('password', body.password);
  form.append('image', body.image);
  const data = await request<unknown>({ method: 'POST', url: '/api/company/register', data: form });
  return companyAuthResponseSchema.parse(data);
}

/** Registers; on success the token is stored and the company data set, as after a login. */
export function useCompanyRegister() {
  const signedIn = useCompanySignedIn();
  return useMutation({ mutationFn: registerCompany, onSuccess: signedIn });
}
