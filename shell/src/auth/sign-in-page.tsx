import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UserAuthResponse } from 'shared-api/contract';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { buttonClass } from 'shared-ui/button';
import { SIGN_IN_TITLES, SignInForm, type SignInMode } from './built-in/sign-in-form';
import { useOnSignedIn } from './built-in/signed-in-context';

/**
 * Only paths of this site: an open redirect would hand the session's first page to anyone.
 * Read as the browser reads it, not by its first characters: '/\evil.example' and a tab after
 * the '/' both name another site, which the router refuses with an error (the site then failed).
 */
function safeRedirect(to: string | null): string {
  if (!to?.startsWith('/')) return '/';
  try {
    const url = new URL(to, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The sign-in page of the redirect mode. */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useSeekerAuth();
  const onSignedIn = useOnSignedIn();
  const redirect = safeRedirect(params.get('redirect'));
  usePageHead(genericPageHead('Sign in'));

  useEffect(() => {
    if (auth.isSignedIn) void navigate(redirect, { replace: true });
  }, [auth.isSignedIn, navigate, redirect]);

  const [mode, setMode] = useState<SignInMode>('sign-in');
  const done = (response: UserAuthResponse) => onSignedIn?.(response);
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <section className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 shadow-sm sm:p-10">
        <h1 className="text-center text-2xl font-medium text-neutral-800">
          {SIGN_IN_TITLES[mode]}
        </h1>
        {onSignedIn ? (
          <SignInForm onSignedIn={done} onModeChange={setMode} />
        ) : (
          <button
            type="button"
            className={buttonClass('primary', 'mt-6 w-full')}
            onClick={auth.openSignIn}
          >
            Continue to sign in
          </button>
        )}
      </section>
    </div>
  );
}
