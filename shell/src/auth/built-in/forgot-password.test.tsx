import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { fakeServer, renderApp, routes } from '../../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ contract: { version: 1 }, default: () => <p>Remote</p> })),
}));

beforeEach(() => localStorage.clear());

async function openForgotForm(status = 200) {
  const calls = fakeServer(
    routes({
      'POST /api/auth/forgot-password': () =>
        status === 200
          ? { data: { success: true, message: FORGOT_PASSWORD_SENT } }
          : { status, data: { success: false, message: 'Too many attempts. Please wait.' } },
    }),
  );
  const user = userEvent.setup();
  await renderApp('/');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Job Board' });
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  // The dialog is named for what it now does.
  expect(dialog).toHaveAccessibleName('Reset your password');
  return { calls, user, dialog };
}

describe('Built-in sign-in: forgot password', () => {
  it('asks for a link with the email typed so far and says so in neutral words', async () => {
    const { calls, user, dialog } = await openForgotForm();
    const email = within(dialog).getByLabelText('Email');
    // The fields changed: focus went to the new one, with what was typed.
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.test');
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const sent = await within(dialog).findByText(FORGOT_PASSWORD_SENT);
    expect(sent).toHaveFocus();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ email: 'ada@example.test' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows the server's refusal as a toast and keeps the form", async () => {
    const { user, dialog } = await openForgotForm(429);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    // The toast, and the same words in the form (sign-in-errors.test.tsx).
    await within(dialog).findByRole('alert');
    const said = screen.getAllByText('Too many attempts. Please wait.');
    expect(said.filter((node) => !dialog.contains(node))).toHaveLength(1);
    expect(within(dialog).queryByText(FORGOT_PASSWORD_SENT)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
