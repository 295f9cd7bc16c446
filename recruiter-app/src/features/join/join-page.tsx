import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { PendingButton } from 'shared-ui/button';
import { FormProblemMessage, useFormProblem } from 'shared-ui/form-problem';
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
  const formRef = useRef<HTMLFormElement>(null);
  // Which field a message is about, by its words (the server's: "This password is too common").
  const problem = useFormProblem(formRef, {
    name: /\bname\b/i,
    password: /password/i,
    confirm: /passwords differ/i,
  });

  const submit = () => {
    if (!name.trim()) return problem.show('Enter your name', ['name']);
    if (password.length < 8) {
      return problem.show('Choose a password of at least 8 characters', ['password']);
    }
    if (password !== confirm) return problem.show('The two passwords differ', ['confirm']);
    problem.clear();
    accept.mutate(
      { token, name, password },
      {
        onSuccess: () => void navigate('/dashboard/manage-jobs'),
        onError: (error) => problem.show(error.message),
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold text-gray-800">Join your team</h1>
      {token ? (
        <form
          ref={formRef}
          onChange={problem.clear}
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
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...problem.fieldProps('name')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...problem.fieldProps('password')}
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...problem.fieldProps('confirm')}
          />
          <FormProblemMessage id={problem.messageId} message={problem.message} />
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
