import { useState, type SyntheticEvent } from 'react';
import { useCompanyLogin } from './api/login';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';

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
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Server errors (wrong password, too many attempts) are toasted by the shell.
    login.mutate({ email, password }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      <TextField
        label="Email Id"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={() => onForgot(email)}
        >
          Forgot Password
        </button>
      </p>
      <Button type="submit" className="w-full rounded-full py-2.5" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Login'}
      </Button>
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
