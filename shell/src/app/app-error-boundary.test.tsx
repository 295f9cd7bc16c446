import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, routes } from '../test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ contract: { version: 2 }, default: () => <p>Home</p> })),
}));

const navbar = vi.hoisted(() => ({ broken: true }));
vi.mock('../navbar/navbar', async (original) => {
  const { Navbar } = await original<typeof import('../navbar/navbar')>();
  return {
    Navbar: () => {
      if (navbar.broken) throw new Error('the navbar broke');
      return <Navbar />;
    },
  };
});

test('a throw outside the screens shows a message with a way out, not a blank page', async () => {
  fakeServer(routes({}));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderApp('/');
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page.');
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();

  navbar.broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('navigation')).toBeInTheDocument();
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
