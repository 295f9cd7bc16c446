import { useState } from 'react';
import { ConfirmByTypingDialog } from 'shared-ui/confirm-by-typing-dialog';
import { useDeleteCompany } from './api/company-data';

/**
 * Confirms deleting the company: the owner types its name and the password, so a stray click
 * or a borrowed session deletes nothing.
 */
export function DeleteCompanyDialog({
  companyName,
  onClose,
  onDeleted,
}: {
  companyName: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCompany();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = ({ typed, password }: { typed: string; password: string }) => {
    if (typed.trim() !== companyName.trim()) {
      return setProblem(`Type the company name, ${companyName}, to confirm`);
    }
    if (!password) return setProblem('Enter the password to confirm');
    setProblem(null);
    remove.mutate({ password }, { onSuccess: onDeleted, onError: (e) => setProblem(e.message) });
  };

  return (
    <ConfirmByTypingDialog
      title="Delete the company?"
      typed={{ label: 'Company name', autoComplete: 'off' }}
      askPassword
      confirmLabel="Delete the company"
      pendingLabel="Deleting…"
      keepLabel="Keep the company"
      pending={remove.isPending}
      problem={problem}
      onConfirm={confirm}
      onClose={onClose}
    >
      Its jobs leave the site, its team loses access, and its notes, activity and logo are erased
      for good. Applicants keep their applications, marked &ldquo;Job removed by the company&rdquo;.
      This cannot be undone: download the company data first if you need it.
    </ConfirmByTypingDialog>
  );
}
