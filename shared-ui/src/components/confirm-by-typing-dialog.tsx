import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button, PendingButton } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

export interface ConfirmByTypingDialogProps {
  title: string;
  /** What the action does and that it cannot be undone, read before the fields. */
  children: ReactNode;
  /** The field the person types the confirming text into (a name, an email). */
  typed: { label: string; type?: 'text' | 'email'; autoComplete: string };
  /** Also asks for the account's password. */
  askPassword: boolean;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  pending: boolean;
  /** Why the last try did not go through: the caller's check or the server's refusal. */
  problem: string | null;
  /** Called with what was typed, never while pending; the caller checks it. */
  onConfirm: (values: { typed: string; password: string }) => void;
  onClose: () => void;
}

/**
 * A destructive action confirmed by typing (the company's name, one's email) and, when asked,
 * the password, so that a stray click or a borrowed session does nothing. The problem is read
 * with the fields it is about.
 */
export function ConfirmByTypingDialog({
  title,
  children,
  typed,
  askPassword,
  confirmLabel,
  pendingLabel,
  keepLabel,
  pending,
  problem,
  onConfirm,
  onClose,
}: ConfirmByTypingDialogProps) {
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  const described = problem ? { 'aria-describedby': errorId } : {};

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!pending) onConfirm({ typed: text, password: askPassword ? password : '' });
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4 text-left">
        <p className="text-sm text-gray-700">{children}</p>
        <TextField
          label={typed.label}
          type={typed.type ?? 'text'}
          autoComplete={typed.autoComplete}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...described}
        />
        {askPassword ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...described}
          />
        ) : null}
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <PendingButton
            type="submit"
            variant="danger"
            pending={pending}
            pendingLabel={pendingLabel}
          >
            {confirmLabel}
          </PendingButton>
        </div>
      </form>
    </Dialog>
  );
}
