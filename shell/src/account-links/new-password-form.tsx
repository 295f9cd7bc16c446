import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { PendingButton } from 'shared-ui/button';
import { FormProblemMessage, useFormProblem } from 'shared-ui/form-problem';
import { TextField } from 'shared-ui/text-field';

const MISMATCH = 'The two passwords are not the same.';
// What the server refuses is the new password itself (too short, too common).
const FIELD_WORDS = { password: /password/i, again: /(?!)/ };

/**
 * The new password, typed twice. A mismatch is caught here and shown beside the fields; what
 * the server refuses (too common) is given to `refused`, and shown there too.
 */
export function NewPasswordForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (password: string, refused: (message: string) => void) => void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const problem = useFormProblem(formRef, FIELD_WORDS);
  const hintId = useId();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password !== again) {
      // The second field is the one to fix: it is where a typing slip usually is.
      problem.show(MISMATCH, ['again']);
      return;
    }
    problem.clear();
    onSubmit(password, problem.show);
  };

  return (
    <form ref={formRef} onSubmit={submit} onChange={problem.clear} className="mt-6 space-y-4">
      <TextField
        label="New password"
        type="password"
        required
        minLength={8}
        maxLength={200}
        autoComplete="new-password"
        {...problem.fieldProps('password', hintId)}
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
        {...problem.fieldProps('again')}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      <FormProblemMessage id={problem.messageId} message={problem.message} />
      <PendingButton
        type="submit"
        className="w-full rounded-full py-2.5"
        pending={pending}
        pendingLabel="Please wait…"
      >
        Set new password
      </PendingButton>
    </form>
  );
}
