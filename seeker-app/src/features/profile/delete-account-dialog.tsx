import { useState } from 'react';
import { ConfirmByTypingDialog } from 'shared-ui/confirm-by-typing-dialog';
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
  const [problem, setProblem] = useState<string | null>(null);
  const askPassword = passwordSignIn.data !== false;

  const confirm = ({ typed, password }: { typed: string; password: string }) => {
    const email = typed.trim();
    if (!email) return setProblem('Type your email to confirm');
    if (askPassword && !password) return setProblem('Enter your password to confirm');
    setProblem(null);
    remove.mutate(
      { email, ...(askPassword ? { password } : {}) },
      { onSuccess: onDeleted, onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <ConfirmByTypingDialog
      title="Delete your account?"
      typed={{ label: 'Your email', type: 'email', autoComplete: 'email' }}
      askPassword={askPassword}
      confirmLabel="Delete my account"
      pendingLabel="Deleting…"
      keepLabel="Keep my account"
      pending={remove.isPending}
      problem={problem}
      onConfirm={confirm}
      onClose={onClose}
    >
      Your profile, resume, saved jobs and alerts are erased for good. Companies keep your
      applications as &ldquo;Deleted applicant&rdquo;, without your name, contact, answers or
      resume. This cannot be undone.
    </ConfirmByTypingDialog>
  );
}
