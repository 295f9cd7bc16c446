import { useRef, useState, type SyntheticEvent } from 'react';
import { useCompanyLogin } from './api/login';
import { PendingButton } from 'shared-ui/button';
import { FormProblemMessage, useFormProblem } from 'shared-ui/form-problem';
import { TextField } from 'shared-ui/text-field';

const FIELD_WORDS = { email: /email/i, password: /password/i };

export function LoginForm({
  onDone,
  onSignUp,
  onForgot,
}: {
  onDone: () => void;
  onSignUp: () => void;
  /** Opens the reset form, with the email typed so far. */
  onForgot: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useCompanyLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useFormProblem(formRef, FIELD_WORDS);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Server errors (wrong password, too many attempts) are toasted by the shell, and said here.
    login.mutate(
      { email, password },
      { onSuccess: onDone, onError: (error) => problem.show(error.message) },
    );
  };
  return (
    <form ref={formRef} onSubmit={submit} onChange={problem.clear} className="mt-6 space-y-4">
      <TextField
        label="Email Id"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        {...problem.fieldProps('email')}
      />
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...problem.fieldProps('password')}
      />
      <FormProblemMessage id={problem.messageId} message={problem.message} />
      <p className="text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={() => onForgot(email)}
        >
          Forgot Password
        </button>
      </p>
      <PendingButton
        type="submit"
        className="w-full rounded-full py-2.5"
        pending={login.isPending}
        pendingLabel="Logging in…"
      >
        Login
      </PendingButton>
      <p className="text-center text-sm">
        Don&apos;t have an account?{' '}
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={onSignUp}
        >
          Sign Up
        </button>
      </p>
    </form>
  );
}
