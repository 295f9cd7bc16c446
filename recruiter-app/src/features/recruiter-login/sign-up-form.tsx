import { useState, type SyntheticEvent } from 'react';
import { toast } from 'react-toastify';
import { useCompanyRegister } from './api/register';
import { MESSAGES } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { LogoPicker } from './logo-picker';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Sign-up in two steps: the company's details, then its logo. */
export function SignUpForm({ onDone, onLogin }: { onDone: () => void; onLogin: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [details, setDetails] = useState({ name: '', email: '', password: '' });
  const [logo, setLogo] = useState<File | null>(null);
  const register = useCompanyRegister();
  const field = (name: keyof typeof details) => ({
    value: details[name],
    onChange: (event: { target: { value: string } }) =>
      setDetails((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (step === 1) {
      setStep(2);
      return;
    }
    if (!logo) {
      toast.error(MESSAGES.uploadCompanyLogo, { toastId: MESSAGES.uploadCompanyLogo });
      return;
    }
    if (!LOGO_TYPES.includes(logo.type)) {
      toast.error('The logo must be a PNG, JPEG or WebP image');
      return;
    }
    register.mutate({ ...details, image: logo }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      {step === 1 ? (
        <>
          <TextField label="Company Name" required autoComplete="organization" {...field('name')} />
          <TextField
            label="Email Id"
            type="email"
            required
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label="Password"
            type="password"
            required
            minLength={8}
            autoComplete="new-password"
            {...field('password')}
          />
        </>
      ) : (
        <LogoPicker logo={logo} onChange={setLogo} />
      )}
      <div className="flex gap-3">
        {step === 2 ? (
          <Button variant="outline" className="rounded-full py-2.5" onClick={() => setStep(1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" className="flex-1 rounded-full py-2.5" disabled={register.isPending}>
          {step === 1 ? 'Next' : register.isPending ? 'Creating account…' : 'Create Account'}
        </Button>
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
