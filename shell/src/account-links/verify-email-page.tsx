import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppState } from 'shared-api/app-state';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button, PendingButton, buttonClass } from 'shared-ui/button';
import { Spinner } from 'shared-ui/spinner';
import { useResendVerification, useVerifyEmail } from './api/verify-email';
import { LinkPageFrame, Outcome } from './link-page-frame';

/**
 * /verify-email?token=..., opened from the mail sent at a company's registration.
 * Following the link is the confirmation: the page verifies at once, signed in or not.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  usePageHead(genericPageHead('Verify your email address'));
  // Once per token: a second render (React's strict mode) must not post it again.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  return (
    <LinkPageFrame title="Verify your email address">
      {verify.isSuccess ? (
        <Outcome
          title={verify.data}
          action={
            <Link className={buttonClass('primary')} to="/dashboard">
              Go to your dashboard
            </Link>
          }
        >
          Your company&apos;s jobs are published as you post and show them.
        </Outcome>
      ) : verify.isError || !token ? (
        <Outcome tone="error" title={verify.error?.message ?? 'This link is not complete.'}>
          <ResendLink />
        </Outcome>
      ) : (
        <Spinner label="Verifying your email address" />
      )}
    </LinkPageFrame>
  );
}

/** A new link, for the signed-in company; others are told how to get one. */
function ResendLink() {
  const { companyToken, setShowRecruiterLogin } = useAppState();
  const resend = useResendVerification();
  if (!companyToken) {
    return (
      <>
        <p>Log in as the recruiter of this company, then open the link again to get a new one.</p>
        <Button variant="outline" className="mt-4" onClick={() => setShowRecruiterLogin(true)}>
          Recruiter Login
        </Button>
      </>
    );
  }
  if (resend.isSuccess) return <p role="status">{resend.data}</p>;
  return (
    <PendingButton
      variant="outline"
      className="mt-4"
      pending={resend.isPending}
      pendingLabel="Sending…"
      onClick={() => resend.mutate()}
    >
      Send a new link
    </PendingButton>
  );
}
