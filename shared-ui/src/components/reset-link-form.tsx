import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button, PendingButton } from './button';
import { FormProblemMessage, useFormProblem } from './form-problem';
import { TextField } from './text-field';

const FIELD_WORDS = { email: /email/i };

export interface ResetLinkFormProps {
  /** What the form asks for, in the words of the account it is for. */
  intro: ReactNode;
  emailLabel: string;
  /** Where "back" goes: the sign-in the form replaced. */
  backLabel: string;
  initialEmail?: string;
  pending: boolean;
  /** The server's neutral answer once sent; the form gives way to it. */
  sentMessage: string | null;
  /** Sends; a refusal's message given to `refused` is shown under the field. */
  onSubmit: (email: string, refused: (message: string) => void) => void;
  onBack: () => void;
}

/**
 * The email to send a password reset link to (the built-in sign-in and the recruiter login use
 * it): the email, a submit button, then the server's confirmation with the focus on it.
 */
export function ResetLinkForm({
  intro,
  emailLabel,
  backLabel,
  initialEmail = '',
  pending,
  sentMessage,
  onSubmit,
  onBack,
}: ResetLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const sent = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useFormProblem(formRef, FIELD_WORDS);
  // The form goes away: focus goes to what replaced it, so that it is read out.
  useEffect(() => {
    if (sentMessage !== null) sent.current?.focus();
  }, [sentMessage]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit(email, problem.show);
  };

  if (sentMessage !== null) {
    return (
      <div className="mt-6 space-y-4">
        <p ref={sent} tabIndex={-1} role="status" className="text-center text-sm outline-none">
          {sentMessage}
        </p>
        <Button variant="outline" className="w-full rounded-full py-2.5" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} onChange={problem.clear} className="mt-6 space-y-4">
      <p className="text-center text-sm">{intro}</p>
      <TextField
        label={emailLabel}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        {...problem.fieldProps('email')}
      />
      <FormProblemMessage id={problem.messageId} message={problem.message} />
      <PendingButton
        type="submit"
        className="w-full rounded-full py-2.5"
        pending={pending}
        pendingLabel="Sending…"
      >
        Send reset link
      </PendingButton>
      <p className="text-center text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 underline-offset-2 hover:underline"
          onClick={onBack}
        >
          {backLabel}
        </button>
      </p>
    </form>
  );
}
