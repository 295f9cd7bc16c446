import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from 'shared-ui/spinner';
import { BuiltInAuth } from './built-in/built-in-auth';

// Clerk's SDK is downloaded only by deployments that use it.
const ClerkAuth = lazy(() => import('./clerk/clerk-auth'));

/** Chooses the job seekers' sign-in at run time: Clerk with a publishable key, else built-in. */
export function SeekerAuthRoot({
  config,
  children,
}: {
  config: { clerkPublishableKey?: string | undefined; signInMode: 'modal' | 'redirect' };
  children: ReactNode;
}) {
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
