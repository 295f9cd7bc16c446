import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_SENT } from 'shared-api/contract';
import { fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

async function openForgotForm(status = 200) {
  const calls = fakeServer(
    routes({
      'POST /api/company/forgot-password': () =>
        status === 200
          ? { data: { success: true, message: FORGOT_PASSWORD_SENT } }
          : { status, data: { success: false, message: 'Enter a valid email address' } },
    }),
  );
  const user = userEvent.setup();
  renderRecruiterApp();
  await user.click(screen.getByRole('button', { name: 'Recruiter Login' }));
  const login = await screen.findByRole('dialog', { name: 'Recruiter Login' });
  await user.type(within(login).getByLabelText('Email Id'), 'hr@acme.test');
  await user.click(within(login).getByRole('button', { name: 'Forgot Password' }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: 'Forgot Password' }) };
}

describe("Recruiter overlay: 'Forgot Password'", () => {
  it('sends a reset link to the email typed, and confirms in neutral words', async () => {
    const { calls, user, dialog } = await openForgotForm();
    const email = within(dialog).getByLabelText('Email Id');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('hr@acme.test');
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const sent = await within(dialog).findByText(FORGOT_PASSWORD_SENT);
    expect(sent).toHaveFocus();
    expect(calls.map((call) => call.url)).toEqual(['/api/company/forgot-password']);
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ email: 'hr@acme.test' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    const login = screen.getByRole('dialog', { name: 'Recruiter Login' });
    expect(within(login).getByLabelText('Email Id')).toHaveFocus();
    expect(within(login).getByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps focus inside and goes back to the login form without sending', async () => {
    const { calls, user, dialog } = await openForgotForm();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Back to Login' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Recruiter Login' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  // The refusal itself is the shell's toast, as for every failed call (its own tests).
  it('keeps the form, ready to send again, when the server refuses', async () => {
    const { calls, user, dialog } = await openForgotForm(400);
    const send = within(dialog).getByRole('button', { name: 'Send reset link' });
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(send).toBeEnabled());
    expect(within(dialog).queryByText(FORGOT_PASSWORD_SENT)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Id')).toHaveValue('hr@acme.test');
  });
});
