import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

const refused =
  (status: number, message: string): FakeServer =>
  () => ({ status, data: { success: false, message } });

async function openOverlay(table: Record<string, FakeServer> = {}) {
  const calls = fakeServer(routes(table));
  const user = userEvent.setup();
  renderRecruiterApp();
  await user.click(screen.getByRole('button', { name: 'Recruiter Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recruiter Login' });
  return { calls, user, dialog };
}

/** The message under the form, which the named fields point to, and which the others do not. */
async function expectSaidInForm(
  dialog: HTMLElement,
  message: string,
  invalid: string[],
  toasted = false,
) {
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  for (const input of dialog.querySelectorAll('input')) {
    const label = input.labels?.[0]?.textContent || (input.getAttribute('aria-label') ?? '');
    if (invalid.includes(label)) {
      expect(input, label).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')?.split(' '), label).toContain(alert.id);
    } else {
      expect(input, label).not.toHaveAttribute('aria-invalid');
    }
  }
  expect(within(dialog).getByLabelText(invalid[0]!)).toHaveFocus();
  // A refusal of the server is toasted by the shell's watcher (its own tests); one found here,
  // by the form itself, keeps its toast too.
  if (!toasted) return;
  const toasts = screen.getAllByText(message).filter((node) => !dialog.contains(node));
  expect(toasts).toHaveLength(1);
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Company Name'), 'Acme Software');
  await user.type(within(dialog).getByLabelText('Email Id'), 'hr@acme.test');
  await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
}

const logo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('Recruiter overlay: a refusal is said in the form as well as in a toast', () => {
  it('marks email and password for a wrong password, and clears once the person types', async () => {
    const { user, dialog } = await openOverlay({
      'POST /api/company/login': refused(401, 'Invalid email or password'),
    });
    await user.type(within(dialog).getByLabelText('Email Id'), 'hr@acme.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    await expectSaidInForm(dialog, 'Invalid email or password', ['Email Id', 'Password']);
    await user.type(within(dialog).getByLabelText('Email Id'), 'm');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('goes back from the logo to the email a sign-up was refused for', async () => {
    const { user, dialog } = await openOverlay({
      'POST /api/company/register': refused(409, 'A company with this email is already registered'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await fillDetails(user, dialog);
    await user.upload(within(dialog).getByLabelText('Upload Company logo'), logo());
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectSaidInForm(dialog, 'A company with this email is already registered', ['Email Id']);
    expect(within(dialog).getByLabelText('Email Id')).toHaveValue('hr@acme.test');
  });

  it('says a missing logo beside the logo, and sends nothing', async () => {
    const { calls, user, dialog } = await openOverlay();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectSaidInForm(dialog, 'Please upload a company logo', ['Upload Company logo'], true);
    expect(calls).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText('Upload Company logo'), logo());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a refused reset link request under 'Forgot Password's email field", async () => {
    const { user, dialog } = await openOverlay({
      'POST /api/company/forgot-password': refused(400, 'Enter a valid email address'),
    });
    await user.type(within(dialog).getByLabelText('Email Id'), 'hr@acme');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    await expectSaidInForm(dialog, 'Enter a valid email address', ['Email Id']);
  });
});
