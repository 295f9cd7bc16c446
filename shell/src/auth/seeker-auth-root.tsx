import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { BuiltInAuth } from './built-in/built-in-auth';

// Clerk's SDK is downloaded only by deployments that use it.
const loadClerkAuth = () => import('./clerk/clerk-auth');

/** Chooses the job seekers' sign-in at run time: Clerk with a publishable key, else built-in. */
export function SeekerAuthRoot({
  config,
  children,
}: {
  config: { clerkPublishableKey?: string | undefined; signInMode: 'modal' | 'redirect' };
  children: ReactNode;
}) {
  // Made once per mount: React.lazy keeps a failed download for good, and the app's error
  // boundary remounts this to try again.
  const [ClerkAuth] = useState(() => lazy(loadClerkAuth));
  if (!config.clerkPublishableKey) {
    return <BuiltInAuth mode={config.signInMode}>{children}</BuiltInAuth>;
  }
  return (
    <Suspense fallback={<FullScreenSpinner label="Starting sign-in" />}>
      <ClerkAuth publishableKey={config.clerkPublishableKey} mode={config.signInMode}>
        {children}
      </ClerkAuth>
    </Suspense>
  );
}
