import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { ResetLinkForm } from 'shared-ui/reset-link-form';
import { useForgotCompanyPassword } from './api/forgot-password';

/**
 * 'Forgot Password': the company's email, to send a reset link to. The confirmation is neutral,
 * the same whether or not a company has that email; failures arrive as the shell's toasts
 * and under the field.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const forgot = useForgotCompanyPassword();
  return (
    <ResetLinkForm
      intro="Enter your company's email and we will send you a link to choose a new password."
      emailLabel="Email Id"
      backLabel="Back to Login"
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
