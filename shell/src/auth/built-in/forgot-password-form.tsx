import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { ResetLinkForm } from 'shared-ui/reset-link-form';
import { useForgotSeekerPassword } from './api/forgot-password';

/**
 * "Forgot your password?": the email to send a reset link to. The answer is the server's
 * neutral one, the same whether or not an account has that email; failures arrive as toasts and
 * under the field.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const forgot = useForgotSeekerPassword();
  return (
    <ResetLinkForm
      intro="Enter the email of your account and we will send you a link to choose a new password."
      emailLabel="Email"
      backLabel="Back to sign in"
      initialEmail={initialEmail}
      pending={forgot.isPending}
      sentMessage={forgot.isSuccess ? FORGOT_PASSWORD_SENT : null}
      onSubmit={(email, refused) =>
        forgot.mutate({ email }, { onError: (error) => refused(error.message) })
      }
      onBack={onBack}
    />
  );
}
