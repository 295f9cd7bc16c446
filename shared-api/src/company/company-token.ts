import { ApiError } from 'shared-api/http';

/** The recruiter's `token` header; without a token the call fails like the server would. */
export function companyHeaders(token: string | null): Record<string, string> {
  if (!token) throw new ApiError('Recruiter login required', 401);
  return { token };
}
