import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';

const MISMATCH = 'The two passwords are not the same.';

/**
 * The new password, typed twice. A mismatch is caught here and shown beside the fields; what
 * the server refuses (too common) comes back as `error`.
 */
export function NewPasswordForm({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const errorId = useId();
  const shown = mismatch ? MISMATCH : error;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password !== again) {
      setMismatch(true);
      // The second field is the one to fix: it is where a typing slip usually is.
      form.current?.querySelectorAll('input')[1]?.focus();
      return;
    }
    setMismatch(false);
    onSubmit(password);
  };

  return (
    <form ref={form} onSubmit={submit} className="mt-6 space-y-4">
      <TextField
        label="New password"
        type="password"
        required
        minLength={8}
        maxLength={200}
        autoComplete="new-password"
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p id={hintId} className="text-xs text-gray-600">
        At least 8 characters, and not a common password.
      </p>
      <TextField
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
        aria-invalid={mismatch || undefined}
        aria-describedby={shown ? errorId : undefined}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
      <Button type="submit" className="w-full rounded-full py-2.5" disabled={pending}>
        {pending ? 'Please wait…' : 'Set new password'}
      </Button>
    </form>
  );
}
