import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember, TeamRole } from 'shared-api/contract';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const bodyOf = (config: { data?: unknown }) =>
  JSON.parse(String(config.data)) as Record<string, string>;

const owner: TeamMember = {
  _id: company._id,
  name: company.name,
  email: company.email,
  role: 'owner',
  invitedAt: Date.UTC(2026, 0, 5),
  joinedAt: Date.UTC(2026, 0, 5),
};
const asha: TeamMember = {
  _id: '00000000-0000-4000-8000-00000000a001',
  name: 'Asha Rao',
  email: 'asha@acme.test',
  role: 'recruiter',
  invitedAt: Date.UTC(2026, 1, 1),
  // Midday: the same day in any time zone the tests run in.
  joinedAt: Date.UTC(2026, 1, 2, 12),
};
const pending: TeamMember = {
  _id: '00000000-0000-4000-8000-00000000a002',
  name: null,
  email: 'ben@acme.test',
  role: 'viewer',
  invitedAt: Date.UTC(2026, 1, 3),
  joinedAt: null,
};

/** The team routes as the server answers them, for someone of `role`. */
function teamServer(role: TeamRole, me = { _id: company._id, name: company.name }) {
  let members = [owner, asha, pending];
  const calls = fakeServer(
    routes({
      'GET /api/company/company': () => ({
        data: { success: true, company, member: { ...me, role } },
      }),
      'GET /api/company/members': () => ({ data: { success: true, members } }),
      'POST /api/company/invite': (config) => {
        const { email } = bodyOf(config);
        if (!String(email).includes('@')) {
          return {
            status: 400,
            data: {
              success: false,
              message: 'Invalid email in the body: Enter a valid email address',
            },
          };
        }
        if (email === company.email) {
          return {
            status: 409,
            data: {
              success: false,
              message: 'This email already belongs to a company account or a team member',
            },
          };
        }
        return { data: { success: true, message: `Invitation sent to ${email}` } };
      },
      'POST /api/company/change-role': (config) => {
        const { id, role: next } = bodyOf(config);
        members = members.map((m) => (m._id === id ? { ...m, role: next as TeamRole } : m));
        return { data: { success: true, message: 'Role changed' } };
      },
      'POST /api/company/remove-member': (config) => {
        members = members.filter((m) => m._id !== bodyOf(config).id);
        return { data: { success: true, message: 'Member removed' } };
      },
    }),
  );
  return calls;
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('Team', () => {
  it('lists the team with roles and pending invitations, and says who is signed in', async () => {
    teamServer('owner');
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(within(rowOf('ben@acme.test')).getByRole('cell', { name: 'Pending' })).toBeVisible();
    // The long date of the rest of the app, not 'Feb 2, 2026'.
    expect(within(rowOf('Asha Rao')).getByRole('cell', { name: 'February 2, 2026' })).toBeVisible();
    expect(within(rowOf('hr@acme.test')).getByRole('cell', { name: 'Owner' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Role of Asha Rao' })).toHaveValue('recruiter');
    const signedIn = screen.getByText('Signed in as').parentElement;
    expect(signedIn).toHaveTextContent('Acme Software');
    expect(signedIn).toHaveTextContent('Owner');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/dashboard/team');
  });

  it('invites by email and role, and shows the server’s refusal', async () => {
    const calls = teamServer('admin', { _id: asha._id, name: 'Asha Rao' });
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    const form = await screen.findByRole('form', { name: 'Invite a team member' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the email address');

    await user.type(within(form).getByLabelText('Email'), 'new@acme.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Viewer');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue(''));
    expect(within(form).getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    const sent = calls.find((c) => c.url === '/api/company/invite');
    expect(bodyOf(sent!)).toEqual({ email: 'new@acme.test', role: 'viewer' });

    await user.type(within(form).getByLabelText('Email'), company.email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/already belongs/);

    // A refused field is said in the contract's words, not the server's path to the field.
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/^Enter a valid email address$/),
    );
  });

  it('changes a role, and removes someone after a dialog that names them', async () => {
    const calls = teamServer('owner');
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    const select = await screen.findByRole('combobox', { name: 'Role of Asha Rao' });
    await user.selectOptions(select, 'Admin');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Asha Rao' })).toHaveValue('admin'),
    );
    expect(screen.getByRole('combobox', { name: 'Role of Asha Rao' })).toHaveFocus();
    expect(bodyOf(calls.find((c) => c.url === '/api/company/change-role')!)).toEqual({
      id: asha._id,
      role: 'admin',
    });

    const remove = within(rowOf('Asha Rao')).getByRole('button', { name: 'Remove Asha Rao' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this member?' });
    expect(dialog).toHaveTextContent('Asha Rao (asha@acme.test) loses access');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(calls.some((c) => c.url === '/api/company/remove-member')).toBe(false);

    await user.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Remove this member?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Asha Rao' })).toBeNull());
    expect(bodyOf(calls.find((c) => c.url === '/api/company/remove-member')!)).toEqual({
      id: asha._id,
    });
  });

  it('shows a viewer or recruiter the team read-only', async () => {
    teamServer('viewer', { _id: pending._id, name: 'Ben' });
    renderRecruiterApp({ url: '/dashboard/team', companyToken: 'company-token' });
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(screen.getByText('Only the owner and admins can change the team.')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Cancel invitation/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a team member' })).toBeNull();
    expect(screen.getByText('Signed in as').parentElement).toHaveTextContent(
      'Signed in as BenViewer',
    );
  });
});
