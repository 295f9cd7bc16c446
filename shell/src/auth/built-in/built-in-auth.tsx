import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signOutSeeker } from './api/sign-out';
import type { UserAuthResponse } from 'shared-api/contract';
import { SeekerAuthProvider, type SeekerAuth } from 'shared-api/seeker-auth';
import { userKeys } from 'shared-api/keys';
import { readSession, tokenExpiry, writeSession, type StoredSession } from './stored-session';
import { SignInDialog } from './sign-in-dialog';
import { SignedInContext } from './signed-in-context';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
// setTimeout takes at most a signed 32-bit delay.
const MAX_TIMER_MS = 2_147_483_647;

function initialSession(): StoredSession | null {
  const stored = readSession();
  if (stored && stored.expiresAt <= Date.now()) {
    writeSession(null);
    queueMicrotask(() => toast.info(SESSION_EXPIRED, { toastId: SESSION_EXPIRED }));
    return null;
  }
  return stored;
}

/** The built-in sign-in: our own accounts, a dialog (modal mode) or the /sign-in page. */
export function BuiltInAuth({
  mode,
  children,
}: {
  mode: 'modal' | 'redirect';
  children: ReactNode;
}) {
  const [session, setSession] = useState(initialSession);
  const [dialogOpen, setDialogOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const end = useCallback(() => {
    writeSession(null);
    setSession(null);
    queryClient.removeQueries({ queryKey: userKeys.all });
  }, [queryClient]);

  // Expiry signs the user out when it comes, not at the next failing call.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => {
        end();
        toast.info(SESSION_EXPIRED, { toastId: SESSION_EXPIRED });
      },
      Math.min(Math.max(session.expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [session, end]);

  const value = useMemo<SeekerAuth>(
    () => ({
      isLoaded: true,
      isSignedIn: session !== null,
      userId: session?.user._id ?? null,
      firstName: session?.user.firstName ?? '',
      lastName: session?.user.lastName ?? '',
      imageUrl: session?.user.image ?? '',
      getToken: async () => session?.token ?? null,
      openSignIn: () => {
        if (mode === 'modal') setDialogOpen(true);
        else {
          // Read at the click, not on every render: the value then changes only with the session.
          const from = `${window.location.pathname}${window.location.search}`;
          void navigate(`/sign-in?redirect=${encodeURIComponent(from)}`);
        }
      },
      signOut: async ({ tokenRefused = false } = {}) => {
        if (session && !tokenRefused) {
          // Not awaited, and a failure is not shown: the person is signed out here either way.
          signOutSeeker(session.token).catch(() => undefined);
        }
        end();
      },
    }),
    [session, mode, navigate, end],
  );

  const onSignedIn = useCallback(
    ({ token, user }: UserAuthResponse) => {
      const next: StoredSession = { token, expiresAt: tokenExpiry(token), user };
      queryClient.removeQueries({ queryKey: userKeys.all });
      writeSession(next);
      setSession(next);
      setDialogOpen(false);
      toast.success(`Welcome, ${user.firstName}!`);
    },
    [queryClient],
  );

  return (
    <SeekerAuthProvider value={value}>
      <SignedInContext value={onSignedIn}>{children}</SignedInContext>
      {dialogOpen ? (
        <SignInDialog onClose={() => setDialogOpen(false)} onSignedIn={onSignedIn} />
      ) : null}
    </SeekerAuthProvider>
  );
}
