import { useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-toastify';
import { useCompanyRegister } from './api/register';
import { MESSAGES } from 'shared-api/contract';
import { Button, PendingButton } from 'shared-ui/button';
import { FormProblemMessage, useFormProblem } from 'shared-ui/form-problem';
import { TextField } from 'shared-ui/text-field';
import { LogoPicker } from './logo-picker';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_TYPE_REFUSED = 'The logo must be a PNG, JPEG or WebP image';
// "A company with this email is already registered" is about the email, not the name.
const FIELD_WORDS = {
  name: /company name/i,
  email: /email/i,
  password: /password/i,
  logo: /logo/i,
};
const DETAILS_FIELDS = ['name', 'email', 'password'] as const;

/** Sign-up in two steps: the company's details, then its logo. */
export function SignUpForm({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState({ name: '', email: '', password: '' });
  const [logo, setLogo] = useState<File | null>(null);
  const register = useCompanyRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useFormProblem(formRef, FIELD_WORDS);
  // A refusal of a detail arrives on the logo step: the form goes back to the field to fix.
  const refused = (message: string) => {
    problem.show(message);
    if (DETAILS_FIELDS.some((name) => FIELD_WORDS[name].test(message))) setStep(1);
  };
  const field = (name: keyof typeof details) => ({
    value: details[name],
    onChange: (event: { target: { value: string } }) =>
      setDetails((current) => ({ ...current, [name]: event.target.value })),
  });

  // Next and Back swap the step's fields (Back takes itself away): its first field takes the
  // focus, so that the step is announced and the keyboard goes on from there.
  const showStep = (next: 1 | 2) => {
    problem.clear();
    flushSync(() => setStep(next));
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (step === 1) {
      showStep(2);
      return;
    }
    if (!logo) {
      toast.error(MESSAGES.uploadCompanyLogo, { toastId: MESSAGES.uploadCompanyLogo });
      problem.show(MESSAGES.uploadCompanyLogo);
      return;
    }
    if (!LOGO_TYPES.includes(logo.type)) {
      toast.error(LOGO_TYPE_REFUSED);
      problem.show(LOGO_TYPE_REFUSED);
      return;
    }
    register.mutate(
      { ...details, image: logo },
      { onSuccess: onDone, onError: (error) => refused(error.message) },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} onChange={problem.clear} className="mt-6 space-y-4">
      {step === 1 ? (
        <>
          <TextField
            label="Company Name"
            required
            autoComplete="organization"
            {...field('name')}
            {...problem.fieldProps('name')}
          />
          <TextField
            label="Email Id"
            type="email"
            required
            autoComplete="email"
            {...field('email')}
            {...problem.fieldProps('email')}
          />
          <TextField
            label="Password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            {...field('password')}
            {...problem.fieldProps('password')}
          />
        </>
      ) : (
        <LogoPicker logo={logo} onChange={setLogo} problemProps={problem.fieldProps('logo')} />
      )}
      <FormProblemMessage id={problem.messageId} message={problem.message} />
      <div className="flex gap-3">
        {step === 2 ? (
          <Button variant="outline" className="rounded-full py-2.5" onClick={() => showStep(1)}>
            Back
          </Button>
        ) : null}
        <PendingButton
          type="submit"
          className="flex-1 rounded-full py-2.5"
          pending={register.isPending}
          pendingLabel="Creating account…"
        >
          {step === 1 ? 'Next' : 'Create Account'}
        </PendingButton>
      </div>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline"
          onClick={onLogin}
        >
          Login
        </button>
      </p>
    </form>
  );
}
