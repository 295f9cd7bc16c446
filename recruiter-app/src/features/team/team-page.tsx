import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { mayManageTeam, useSignedInMember } from '../../shared/api/signed-in-member';
import { useMembers } from './api/members';
import { CompanyData } from './company-data';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { PageHeading } from '../../shared/page-heading';

/** /dashboard/team: who hires for the company, and (for the owner and admins) invitations. */
export function TeamPage() {
  usePageHead(genericPageHead('Team'));
  const members = useMembers();
  const me = useSignedInMember();
  const manages = mayManageTeam(me.data?.role);
  const companyName = members.data?.find((member) => member.role === 'owner')?.name ?? undefined;
  return (
    <section className="max-w-5xl">
      <PageHeading>Team</PageHeading>
      {!manages && me.data ? (
        <p className="mt-2 text-sm text-gray-600">Only the owner and admins can change the team.</p>
      ) : null}
      <div className="mt-4">
        {members.isPending ? (
          <p role="status">Loading the team…</p>
        ) : members.isError ? (
          <p role="alert">The team could not be loaded: {members.error.message}</p>
        ) : (
          <MembersTable members={members.data} editable={manages} />
        )}
      </div>
      {manages ? <InviteForm /> : null}
      {manages && companyName !== undefined ? (
        <CompanyData companyName={companyName} owner={me.data?.role === 'owner'} />
      ) : null}
    </section>
  );
}
