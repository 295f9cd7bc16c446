import { useId, useState } from 'react';
import { MEMBER_ROLES, type MemberRole } from 'shared-api/contract';
import { PendingButton } from 'shared-ui/button';
import { TextField } from 'shared-ui/text-field';
import { ROLE_LABELS } from '../../shared/api/signed-in-member';
import { useInvite } from './api/team-changes';

/** Invites someone by email with a role; the server mails them a link to join. */
export function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('recruiter');
  const [problem, setProblem] = useState<string | null>(null);
  const roleId = useId();
  const errorId = useId();

  const submit = () => {
    if (!email.trim()) {
      setProblem('Enter the email address to invite');
      return;
    }
    setProblem(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-label="Invite a team member"
      className="mt-6 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 className="text-lg font-medium text-gray-800">Invite someone</h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 basis-56"
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
        />
        <div>
          <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-gray-700">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <PendingButton type="submit" pending={invite.isPending} pendingLabel="Sending…">
          Send invitation
        </PendingButton>
      </div>
      {problem ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
