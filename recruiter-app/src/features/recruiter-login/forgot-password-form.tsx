import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { useForgotCompanyPassword } from './api/forgot-password';

/**
 * 'Forgot Password': the company's email, to send a reset link to. The confirmation is neutral,
 * the same whether or not a company has that email; failures arrive as the shell's toasts.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotCompanyPassword();
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
          Back to Login
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <p className="text-center text-sm">
        Enter your company&apos;s email and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email Id"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-full rounded-full py-2.5" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={onBack}
        >
          Back to Login
        </button>
      </p>
    </form>
  );
}
