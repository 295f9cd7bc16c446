import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

const isInert = (element: Element) => element.closest('[inert]') !== null;

test('the sign-in dialog makes the page inert but not the toasts that answer it', async () => {
  fakeServer(
    routes({
      'POST /api/auth/sign-in': () => ({
        status: 401,
        data: { success: false, message: 'Wrong email or password' },
      }),
    }),
  );
  const user = userEvent.setup();
  await renderApp('/');
  const nav = screen.getByRole('navigation');
  const login = within(nav).getByRole('button', { name: 'Login' });
  await user.click(login);

  const dialog = screen.getByRole('dialog', { name: 'Sign in to Job Board' });
  expect(isInert(nav)).toBe(true);
  expect(isInert(screen.getByRole('main'))).toBe(true);
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
  await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  // The form says it too (sign-in-errors.test.tsx): the toast is the copy outside the dialog.
  await within(dialog).findByRole('alert');
  const [toast, ...more] = screen
    .getAllByText('Wrong email or password')
    .filter((node) => !dialog.contains(node));
  expect(more).toHaveLength(0);
  expect(toast).toBeDefined();
  expect(isInert(toast!)).toBe(false);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(isInert(nav)).toBe(false);
  expect(login).toHaveFocus();
});
