import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINK_EXPIRED } from 'shared-api/contract';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

const changed: FakeServer = () => ({
  data: { success: true, message: 'Your password has been changed.' },
});
const refused =
  (message: string): FakeServer =>
  () => ({ status: 400, data: { success: false, message } });

async function openPage(url: string, table: Record<string, FakeServer> = {}) {
  const calls = fakeServer(routes(table));
  const user = userEvent.setup();
  await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  const type = async (password: string, again = password) => {
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), again);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  };
  return { calls, user, type };
}

beforeEach(() => localStorage.clear());

describe('/reset-password', () => {
  it("sets a recruiter's new password with the link's token, then opens the recruiter login", async () => {
    const { calls, user, type } = await openPage('/reset-password?token=tok-1&account=company', {
      'POST /api/company/reset-password': changed,
    });
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await type('brand-new-pass-1');
    const done = await screen.findByText('Your password has been changed.');
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    const call = calls.find((c) => c.url === '/api/company/reset-password');
    expect(JSON.parse(String(call?.data))).toEqual({
      token: 'tok-1',
      password: 'brand-new-pass-1',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Remote screen recruiter/recruiter-login')).toBeInTheDocument();
  });

  it("sets a job seeker's password through the seekers' call, then opens their sign-in", async () => {
    const { calls, user, type } = await openPage('/reset-password?token=tok-2&account=seeker', {
      'POST /api/auth/reset-password': changed,
    });
    expect(screen.getByText(/job seeker account/)).toBeInTheDocument();
    await type('brand-new-pass-2');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to Job Board' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/auth/reset-password');
  });

  it('catches two different passwords before asking the server, on the field to fix', async () => {
    const { calls, type } = await openPage('/reset-password?token=t&account=company');
    await type('brand-new-pass-1', 'brand-new-pass-2');
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a password the server refuses beside the form, on the field to change', async () => {
    const { user, type } = await openPage('/reset-password?token=t&account=seeker', {
      'POST /api/auth/reset-password': refused('This password is too common: choose another one'),
    });
    await type('qwertyuiop');
    const form = screen.getByRole('button', { name: 'Set new password' }).closest('form');
    const alert = await within(form as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('too common');
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password. This password is too common: choose another one',
    );
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');

    await user.type(password, '1');
    expect(within(form as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says an expired or used link is so, and leads to the sign-in to ask for a new one', async () => {
    const { user, type } = await openPage('/reset-password?token=old&account=company', {
      'POST /api/company/reset-password': refused(LINK_EXPIRED),
    });
    await type('brand-new-pass-1');
    const notice = await screen.findByText(LINK_EXPIRED, { selector: 'p' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByText(/“Forgot Password” in the sign-in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the sign-in' }));
    expect(await screen.findByText('Remote screen recruiter/recruiter-login')).toBeInTheDocument();
  });

  it('says a link without its token or kind of account is not complete', async () => {
    await openPage('/reset-password?account=company');
    expect(screen.getByText('This link is not complete.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
