import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { PendingButton } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { useAcceptInvite } from './api/accept-invite';

/** /join?token=: someone invited to a company's team chooses their name and password. */
export function JoinPage() {
  usePageHead(genericPageHead('Join your team'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = () => {
    if (!name.trim()) return setProblem('Enter your name');
    if (password.length < 8) return setProblem('Choose a password of at least 8 characters');
    if (password !== confirm) return setProblem('The two passwords differ');
    setProblem(null);
    accept.mutate(
      { token, name, password },
      {
        onSuccess: () => void navigate('/dashboard/manage-jobs'),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold text-gray-800">Join your team</h1>
      {token ? (
        <form
          noValidate
          aria-label="Join your team"
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-gray-600">
            Choose the name your team sees and a password; you sign in with the email the invitation
            came to.
          </p>
          <TextField
            label="Your name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-describedby={problem ? errorId : undefined}
          />
          {problem ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <PendingButton
            type="submit"
            className="w-full rounded-full py-2.5"
            pending={accept.isPending}
            pendingLabel="Joining…"
          >
            Join the team
          </PendingButton>
        </form>
      ) : (
        <p role="alert" className="mt-4">
          This invitation link is incomplete. Open the link from your invitation mail again.
        </p>
      )}
    </div>
  );
}
