import { ApiError } from 'shared-api/http';
import type { SeekerSession } from 'shared-api/seeker-auth';

/** The job seeker's bearer header; a signed-out call fails like the server would answer it. */
export async function bearerHeaders(session: SeekerSession): Promise<Record<string, string>> {
  const token = await session.getToken();
  if (!token) throw new ApiError('Log in to continue', 401);
  return { Authorization: `Bearer ${token}` };
}
