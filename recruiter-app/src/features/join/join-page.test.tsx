import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const member = { _id: '00000000-0000-4000-8000-00000000a001', name: 'Asha Rao', role: 'recruiter' };
const bodyOf = (config: { data?: unknown }) =>
  JSON.parse(String(config.data)) as Record<string, string>;

function joinServer(accept: () => { status?: number; data: unknown }) {
  return fakeServer(
    routes({
      'POST /api/company/accept-invite': accept,
      'GET /api/company/company': () => ({ data: { success: true, company, member } }),
      'GET /api/company/list-jobs': () => ({ data: { success: true, jobsData: [] } }),
      'GET /api/company/applicants': () => ({
        data: { success: true, applications: [], total: 0, page: 1, pageSize: 25 },
      }),
    }),
  );
}

const fill = async (user: ReturnType<typeof userEvent.setup>, confirm = 'strong-password-9') => {
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Password'), 'strong-password-9');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Join the team' }));
};

describe('Join your team', () => {
  it('joins with the link’s token, stores the session and lands on Manage Jobs', async () => {
    const calls = joinServer(() => ({
      data: { success: true, message: 'Welcome', company, token: 'member-token', member },
    }));
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/join?token=abc123' });
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name');
    await fill(user, 'strong-password-8');
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords differ');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.url === '/api/company/accept-invite')).toBe(false);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'strong-password-9');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current URL')).toHaveTextContent('/dashboard/manage-jobs'),
    );
    expect(bodyOf(calls.find((c) => c.url === '/api/company/accept-invite')!)).toEqual({
      token: 'abc123',
      name: 'Asha Rao',
      password: 'strong-password-9',
    });
    expect(localStorage.getItem('companyToken')).toBe('member-token');
    expect((await screen.findByText('Signed in as')).parentElement).toHaveTextContent(
      'Signed in as Asha RaoRecruiter',
    );
  });

  it('says clearly when the link has expired or was used', async () => {
    joinServer(() => ({
      status: 410,
      data: { success: false, message: 'This invitation has expired. Ask for a new one.' },
    }));
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/join?token=old' });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
    expect(screen.getByLabelText('Current URL')).toHaveTextContent('/join');
    expect(localStorage.getItem('companyToken')).toBeNull();
  });
});
