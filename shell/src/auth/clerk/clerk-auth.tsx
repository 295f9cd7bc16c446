import { ClerkProvider, useAuth, useClerk, useUser } from '@clerk/clerk-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SeekerAuthProvider, type SeekerAuth } from 'shared-api/seeker-auth';
import { userKeys } from 'shared-api/keys';

type Mode = 'modal' | 'redirect';

/** Clerk's session, seen through the one SeekerAuth interface the apps use. */
function ClerkBridge({ mode, children }: { mode: Mode; children: ReactNode }) {
  const { isLoaded, isSignedIn, userId, getToken } = useAuth();
  const { user } = useUser();
  const clerk = useClerk();
  const queryClient = useQueryClient();

  const value = useMemo<SeekerAuth>(
    () => ({
      isLoaded,
      isSignedIn: isSignedIn === true,
      userId: userId ?? null,
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      imageUrl: user?.imageUrl ?? '',
      getToken: () => getToken(),
      openSignIn: () => {
        if (mode === 'modal') clerk.openSignIn();
        else void clerk.redirectToSignIn();
      },
      signOut: async () => {
        await clerk.signOut();
        queryClient.removeQueries({ queryKey: userKeys.all });
      },
    }),
    [isLoaded, isSignedIn, userId, user, getToken, clerk, mode, queryClient],
  );
  return <SeekerAuthProvider value={value}>{children}</SeekerAuthProvider>;
}

/** Loaded only when the run-time config carries a Clerk publishable key. */
export default function ClerkAuth({
  publishableKey,
  mode,
  children,
}: {
  publishableKey: string;
  mode: Mode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      afterSignOutUrl="/"
    >
      <ClerkBridge mode={mode}>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
