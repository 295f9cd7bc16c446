import { useState, type SyntheticEvent } from 'react';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { LabelledField } from './labelled-field';
import { useDeleteAccount, usePasswordSignIn } from './account-data-api';

/**
 * Confirms the deletion: the person types their email (and their password for a built-in
 * account), so a stray click or a borrowed session deletes nothing. `onDeleted` gets the
 * server's message.
 */
export function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const passwordSignIn = usePasswordSignIn();
  const remove = useDeleteAccount();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const askPassword = passwordSignIn.data !== false;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!email.trim()) return setProblem('Type your email to confirm');
    if (askPassword && !password) return setProblem('Enter your password to confirm');
    setProblem(null);
    remove.mutate(
      { email: email.trim(), ...(askPassword ? { password } : {}) },
      { onSuccess: onDeleted, onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <Dialog title="Delete your account?" onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4 text-left">
        <p className="text-sm text-gray-700">
          Your profile, resume, saved jobs and alerts are erased for good. Companies keep your
          applications as &ldquo;Deleted applicant&rdquo;, without your name, contact, answers or
          resume. This cannot be undone.
        </p>
        <LabelledField
          label="Your email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {askPassword ? (
          <LabelledField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" aria-disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
