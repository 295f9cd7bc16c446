import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from 'shared-api/http';
import type { SessionEnd } from 'shared-api/query-client';
import { pageSingleton } from '../state/page-singleton';

/**
 * The job seeker's session, whichever sign-in is on (Clerk or the built-in one). The shell
 * provides it; the shell and both remotes read it with useSeekerAuth().
 */
export interface SeekerAuth {
  /** False while the sign-in service is still starting (Clerk loads asynchronously). */
  isLoaded: boolean;
  isSignedIn: boolean;
  /** A stable id of the signed-in person, used to key their cached data. */
  userId: string | null;
  firstName: string;
  lastName: string;
  imageUrl: string;
  /** The bearer token for the API, or null when signed out. */
  getToken: () => Promise<string | null>;
  openSignIn: () => void;
  /** Ends the session here at once; with `tokenRefused` nobody asks the server to end it. */
  signOut: (end?: SessionEnd) => Promise<void>;
}

/** What the data hooks need of a session. */
export type SeekerSession = Pick<SeekerAuth, 'userId' | 'getToken'>;

const SeekerAuthContext = pageSingleton('seeker-auth', () =>
  createContext<SeekerAuth | null>(null),
);

export function SeekerAuthProvider({
  value,
  children,
}: {
  value: SeekerAuth;
  children: ReactNode;
}) {
  return <SeekerAuthContext.Provider value={value}>{children}</SeekerAuthContext.Provider>;
}

export function useSeekerAuth(): SeekerAuth {
  const auth = useContext(SeekerAuthContext);
  if (!auth) {
    throw new Error(
      'useSeekerAuth must be used inside <SeekerAuthProvider> (the shell provides it)',
    );
  }
  return auth;
}

/** The job seeker's bearer header; a signed-out call fails like the server would answer it. */
export async function bearerHeaders(session: SeekerSession): Promise<Record<string, string>> {
  const token = await session.getToken();
  if (!token) throw new ApiError('Log in to continue', 401);
  return { Authorization: `Bearer ${token}` };
}
