import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { TextField } from 'shared-ui/text-field';
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
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (name.trim() !== companyName.trim()) {
      return setProblem(`Type the company name, ${companyName}, to confirm`);
    }
    if (!password) return setProblem('Enter the password to confirm');
    setProblem(null);
    remove.mutate({ password }, { onSuccess: onDeleted, onError: (e) => setProblem(e.message) });
  };
  const described = problem ? { 'aria-describedby': errorId } : {};

  return (
    <Dialog title="Delete the company?" onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4 text-left">
        <p className="text-sm text-gray-700">
          Its jobs leave the site, its team loses access, and its notes, activity and logo are
          erased for good. Applicants keep their applications, marked &ldquo;Job removed by the
          company&rdquo;. This cannot be undone: download the company data first if you need it.
        </p>
        <TextField
          label="Company name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...described}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...described}
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep the company
          </Button>
          <Button type="submit" variant="danger" aria-disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete the company'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
