import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { fakeServer, renderApp, routes } from '../../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ contract: { version: 1 }, default: () => <p>Remote</p> })),
}));

beforeEach(() => localStorage.clear());

const refused =
  (status: number, message: string): FakeServer =>
  () => ({ status, data: { success: false, message } });

async function openSignIn(table: Record<string, FakeServer>) {
  fakeServer(routes(table));
  const user = userEvent.setup();
  await renderApp('/');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Job Board' });
  return { user, dialog };
}

/** The message under the form, which the named fields point to, and which the others do not. */
async function expectSaidInForm(dialog: HTMLElement, message: string, invalid: string[]) {
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  for (const input of dialog.querySelectorAll('input')) {
    const label = input.labels?.[0]?.textContent ?? '';
    if (invalid.includes(label)) {
      expect(input, label).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')?.split(' '), label).toContain(alert.id);
    } else {
      expect(input, label).not.toHaveAttribute('aria-invalid');
    }
  }
  expect(within(dialog).getByLabelText(invalid[0]!)).toHaveFocus();
}

describe('Built-in sign-in: a refusal is said in the form as well as in a toast', () => {
  it('marks email and password for a wrong password, and clears once the person types', async () => {
    const { user, dialog } = await openSignIn({
      'POST /api/auth/sign-in': refused(401, 'Invalid email or password'),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await expectSaidInForm(dialog, 'Invalid email or password', ['Email', 'Password']);
    // The spec's toast stays: the same words, outside the dialog.
    const toasts = screen.getAllByText('Invalid email or password');
    expect(toasts.filter((node) => !dialog.contains(node))).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Password'), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('marks only the email of a sign-up whose email is taken', async () => {
    const { user, dialog } = await openSignIn({
      'POST /api/auth/sign-up': refused(409, 'An account with this email already exists'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    await expectSaidInForm(dialog, 'An account with this email already exists', ['Email']);
    // Another mode, other fields: the refusal no longer stands.
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refused reset link request under its email field', async () => {
    const { user, dialog } = await openSignIn({
      'POST /api/auth/forgot-password': refused(400, 'Enter a valid email address'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    await expectSaidInForm(dialog, 'Enter a valid email address', ['Email']);
    await user.type(within(dialog).getByLabelText('Email'), '.test');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks no field for a refusal about none, and still says it in the form', async () => {
    const { user, dialog } = await openSignIn({
      'POST /api/auth/forgot-password': refused(429, 'Too many requests. Try again later.'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
