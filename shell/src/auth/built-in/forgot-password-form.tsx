import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { useForgotSeekerPassword } from './api/forgot-password';

/**
 * "Forgot your password?": the email to send a reset link to. The answer is the server's
 * neutral one, the same whether or not an account has that email; failures arrive as toasts.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotSeekerPassword();
  const sent = useRef<HTMLParagraphElement>(null);
  // The form goes away: focus goes to what replaced it, so that it is read out.
  useEffect(() => {
    if (forgot.isSuccess) sent.current?.focus();
  }, [forgot.isSuccess]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    forgot.mutate({ email });
  };

  if (forgot.isSuccess) {
    return (
      <div className="mt-6 space-y-4">
        <p ref={sent} tabIndex={-1} role="status" className="text-center text-sm outline-none">
          {FORGOT_PASSWORD_SENT}
        </p>
        <Button variant="outline" className="w-full rounded-full py-2.5" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <p className="text-center text-sm">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-full rounded-full py-2.5" disabled={forgot.isPending}>
        {forgot.isPending ? 'Please wait…' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 underline-offset-2 hover:underline"
          onClick={onBack}
        >
          Back to sign in
        </button>
      </p>
    </form>
  );
}
