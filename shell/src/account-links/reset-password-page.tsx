import { useSearchParams } from 'react-router-dom';
import {
  LINK_EXPIRED,
  RESET_LINK_MINUTES,
  resetAccountSchema,
  type ResetAccount,
} from 'shared-api/contract';
import { useAppState } from 'shared-api/app-state';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Button } from 'shared-ui/button';
import { useResetPassword } from './api/reset-password';
import { LinkPageFrame, Outcome } from './link-page-frame';
import { NewPasswordForm } from './new-password-form';

/**
 * /reset-password?token=...&account=company|seeker, opened from a reset mail: a new
 * password for a recruiter's or a built-in job seeker's account. A reset ends every session of
 * the account, so the person signs in again afterwards.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const account = resetAccountSchema.safeParse(params.get('account')).data;
  usePageHead(genericPageHead('Choose a new password'));
  return (
    <LinkPageFrame title="Choose a new password">
      {token && account ? (
        <ResetWithLink token={token} account={account} />
      ) : (
        <Outcome tone="error" title="This link is not complete.">
          Open the link from the message again, or ask for a new one from the sign-in.
        </Outcome>
      )}
    </LinkPageFrame>
  );
}

function ResetWithLink({ token, account }: { token: string; account: ResetAccount }) {
  const reset = useResetPassword(account);
  const { setShowRecruiterLogin } = useAppState();
  const { openSignIn } = useSeekerAuth();
  // The sign-in of the account's kind; its "forgot" link also asks for a new reset link.
  const openAccountSignIn = () =>
    account === 'company' ? setShowRecruiterLogin(true) : openSignIn();
  const who = account === 'company' ? 'recruiter' : 'job seeker';

  if (reset.isSuccess) {
    return (
      <Outcome
        title="Your password has been changed."
        action={<Button onClick={openAccountSignIn}>Sign in</Button>}
      >
        Every session of this {who} account has ended. Sign in with your new password.
      </Outcome>
    );
  }
  if (reset.error?.message === LINK_EXPIRED) {
    return (
      <Outcome
        tone="error"
        title={LINK_EXPIRED}
        action={
          <Button variant="outline" onClick={openAccountSignIn}>
            Go to the sign-in
          </Button>
        }
      >
        A link works once, for {RESET_LINK_MINUTES} minutes. Ask for a new one with &ldquo;
        {account === 'company' ? 'Forgot Password' : 'Forgot your password?'}&rdquo; in the sign-in.
      </Outcome>
    );
  }
  return (
    <>
      <p className="mt-2 text-center text-sm text-gray-600">
        Set the new password of your {who} account.
      </p>
      <NewPasswordForm
        pending={reset.isPending}
        onSubmit={(password, refused) =>
          reset.mutate({ token, password }, { onError: (error) => refused(error.message) })
        }
      />
    </>
  );
}
