import { useState } from 'react';
import { MEMBER_ROLES, type MemberRole, type TeamMember } from 'shared-api/contract';
import { longDate } from 'shared-api/dates';
import { Button } from 'shared-ui/button';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';
import { ROLE_LABELS } from '../../shared/api/signed-in-member';
import { useChangeRole } from './api/team-changes';
import { displayName, RemoveMemberDialog } from './remove-member-dialog';

const HEADINGS = ['Name', 'Email', 'Role', 'Joined', 'Actions'] as const;
// Narrower than a laptop each row stacks into a card, as in Manage Jobs.
const stackedRow =
  'max-lg:grid max-lg:grid-cols-1 max-lg:gap-2 max-lg:border-b max-lg:border-gray-200 max-lg:p-4';
const stackedCell =
  'max-lg:block max-lg:min-w-0 max-lg:break-words max-lg:border-0 max-lg:p-0 max-lg:before:mb-1 max-lg:before:block max-lg:before:text-xs max-lg:before:font-medium max-lg:before:text-gray-500 max-lg:before:content-[attr(data-label)]';

function RoleCell({ member, editable }: { member: TeamMember; editable: boolean }) {
  const change = useChangeRole();
  if (!editable || member.role === 'owner') return <>{ROLE_LABELS[member.role]}</>;
  return (
    <select
      aria-label={`Role of ${displayName(member)}`}
      value={member.role}
      // Not disabled while it saves, which would drop the focus of the person who chose.
      aria-disabled={change.isPending || undefined}
      onChange={(event) => {
        if (!change.isPending)
          change.mutate({ id: member._id, role: event.target.value as MemberRole });
      }}
      className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
    >
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/** The team: members, pending invitations; roles and removal for the owner and admins. */
export function MembersTable({ members, editable }: { members: TeamMember[]; editable: boolean }) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <TableBox label="Team members">
      <thead className="max-lg:sr-only">
        <tr>
          {HEADINGS.map((heading) => (
            <th key={heading} scope="col" className={thClass}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-lg:block">
        {members.map((member) => {
          const removable = editable && member.role !== 'owner';
          return (
            <tr key={member._id} className={stackedRow}>
              <td data-label="Name" className={`${tdClass} ${stackedCell}`}>
                {member.name || <span className="text-gray-500">Invited</span>}
              </td>
              <td data-label="Email" className={`${tdClass} ${stackedCell}`}>
                {member.email}
              </td>
              <td data-label="Role" className={`${tdClass} ${stackedCell}`}>
                <RoleCell member={member} editable={editable} />
              </td>
              <td data-label="Joined" className={`${tdClass} ${stackedCell}`}>
                {member.joinedAt === null ? 'Pending' : longDate(member.joinedAt)}
              </td>
              {/* A stacked card without an action leaves out the empty "Actions" label. */}
              <td
                data-label="Actions"
                className={`${tdClass} ${stackedCell} ${removable ? '' : 'max-lg:hidden'}`}
              >
                {removable ? (
                  <Button
                    variant="danger"
                    aria-label={`${member.joinedAt === null ? 'Cancel invitation of' : 'Remove'} ${displayName(member)}`}
                    onClick={() => setRemoving(member)}
                  >
                    {member.joinedAt === null ? 'Cancel invitation' : 'Remove'}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
      {removing ? <RemoveMemberDialog member={removing} onDone={() => setRemoving(null)} /> : null}
    </TableBox>
  );
}
