import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useSignIn } from './api/sign-in';
import { useSignUp } from './api/sign-up';
import { ForgotPasswordForm } from './forgot-password-form';
import type { UserAuthResponse } from 'shared-api/contract';
import { PendingButton } from 'shared-ui/button';
import { FormProblemMessage, useFormProblem } from 'shared-ui/form-problem';
import { TextField } from 'shared-ui/text-field';

export type SignInMode = 'sign-in' | 'sign-up' | 'forgot';

const FIELD_WORDS = {
  firstName: /first name/i,
  lastName: /last name/i,
  email: /email/i,
  password: /password/i,
};

/** What the dialog or page around the form is titled in each mode. */
export const SIGN_IN_TITLES: Record<SignInMode, string> = {
  'sign-in': 'Sign in to Job Board',
  'sign-up': 'Create your account',
  forgot: 'Reset your password',
};

/**
 * Sign in or create an account with the built-in sign-in; server errors arrive as toasts and
 * under the fields.
 */
export function SignInForm({
  onSignedIn,
  onModeChange,
}: {
  onSignedIn: (response: UserAuthResponse) => void;
  /** The surrounding title follows the mode: a forgotten password is not a sign-in. */
  onModeChange?: (mode: SignInMode) => void;
}) {
  const [mode, setModeState] = useState<SignInMode>('sign-in');
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useFormProblem(formRef, FIELD_WORDS);
  const setMode = (next: SignInMode) => {
    // Other fields, another request: what was refused no longer stands.
    problem.clear();
    setModeState(next);
    onModeChange?.(next);
  };
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const pending = signIn.isPending || signUp.isPending;
  const field = (name: keyof typeof form) => ({
    name,
    ...problem.fieldProps(name),
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  // Switching between signing in, signing up and a forgotten password replaces the fields:
  // focus goes to the first new one rather than being lost with the button that switched.
  const box = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    box.current?.querySelector('input')?.focus();
  }, [mode]);

  const onError = (error: Error) => problem.show(error.message);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (mode === 'sign-in') {
      signIn.mutate(
        { email: form.email, password: form.password },
        { onSuccess: onSignedIn, onError },
      );
    } else {
      signUp.mutate(form, { onSuccess: onSignedIn, onError });
    }
  };

  if (mode === 'forgot') {
    return (
      <div ref={box}>
        <ForgotPasswordForm initialEmail={form.email} onBack={() => setMode('sign-in')} />
      </div>
    );
  }
  return (
    <div ref={box}>
      <form ref={formRef} onSubmit={submit} onChange={problem.clear} className="mt-6 space-y-4">
        <p className="text-center text-sm">
          {mode === 'sign-in'
            ? 'Welcome back! Please sign in to continue.'
            : 'Sign up to apply for jobs and follow your applications.'}
        </p>
        {mode === 'sign-up' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              required
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          </div>
        ) : null}
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          required
          minLength={mode === 'sign-up' ? 8 : undefined}
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          {...field('password')}
        />
        <FormProblemMessage id={problem.messageId} message={problem.message} />
        {mode === 'sign-in' ? (
          <p className="text-sm">
            <button
              type="button"
              className="font-medium text-brand-600 underline-offset-2 hover:underline"
              onClick={() => setMode('forgot')}
            >
              Forgot your password?
            </button>
          </p>
        ) : null}
        <PendingButton
          type="submit"
          className="w-full rounded-full py-2.5"
          pending={pending}
          pendingLabel="Please wait…"
        >
          {mode === 'sign-in' ? 'Sign in' : 'Sign up'}
        </PendingButton>
        <p className="text-center text-sm">
          {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
          <button
            type="button"
            className="font-medium text-brand-600 underline-offset-2 hover:underline"
            onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
          >
            {mode === 'sign-in' ? 'Sign up' : 'Sign in'}
          </button>
        </p>
      </form>
    </div>
  );
}
