import type { TeamMember } from 'shared-api/contract';
import { Button, PendingButton } from 'shared-ui/button';
import { Dialog } from 'shared-ui/dialog';
import { useRemoveMember } from './api/team-changes';

export const displayName = (member: TeamMember) => member.name || member.email;

/** Removing someone signs them out everywhere at once, so it is asked for twice. */
export function RemoveMemberDialog({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const remove = useRemoveMember();
  const pending = member.joinedAt === null;
  return (
    <Dialog title={pending ? 'Cancel this invitation?' : 'Remove this member?'} onClose={onDone}>
      <p className="mt-4 text-center">
        {pending ? (
          <>
            The link mailed to <strong className="font-medium">{member.email}</strong> stops
            working.
          </>
        ) : (
          <>
            <strong className="font-medium">{displayName(member)}</strong> ({member.email}) loses
            access to the company at once and is signed out everywhere.
          </>
        )}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onDone}>
          Keep
        </Button>
        <PendingButton
          variant="danger"
          pending={remove.isPending}
          pendingLabel={pending ? 'Cancelling…' : 'Removing…'}
          onClick={() => remove.mutate({ id: member._id }, { onSettled: onDone })}
        >
          {pending ? 'Cancel invitation' : 'Remove'}
        </PendingButton>
      </div>
    </Dialog>
  );
}
