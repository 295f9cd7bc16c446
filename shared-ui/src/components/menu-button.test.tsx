import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar } from './avatar';
import { MenuButton } from './menu-button';

const items = [{ label: 'Sign out', onSelect: () => {} }];

test('the button is named by the initials it shows, then by its label (label in name)', async () => {
  const user = userEvent.setup();
  render(
    <MenuButton
      label="Account menu"
      trigger={<Avatar name="Demo Seeker" src="" decorative />}
      items={items}
    />,
  );
  const button = screen.getByRole('button', { name: 'DS Account menu' });
  expect(button).toHaveTextContent('DS');

  await user.click(button);
  expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveFocus();
});

test("a company's logo names its menu button; a decorative picture says nothing", () => {
  render(
    <>
      <MenuButton
        label="Company menu"
        trigger={<Avatar name="Acme Software" src="/logo.png" />}
        items={items}
      />
      <MenuButton
        label="Account menu"
        trigger={<Avatar name="Demo Seeker" src="/me.png" decorative />}
        items={items}
      />
    </>,
  );
  expect(screen.getByRole('button', { name: 'Acme Software Company menu' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
});

test('an avatar on its own is an image named after the person', () => {
  render(<Avatar name="Grace Tester" src="" />);
  expect(screen.getByRole('img', { name: 'Grace Tester' })).toHaveTextContent('GT');
});

test('in the open menu, arrows move and wrap, Home and End go to the first and last item', async () => {
  const user = userEvent.setup();
  const three = ['Saved Jobs', 'Profile', 'Sign out'].map((label) => ({
    label,
    onSelect: () => {},
  }));
  render(<MenuButton label="Account menu" trigger="Me" items={three} />);
  screen.getByRole('button', { name: 'Me Account menu' }).focus();
  await user.keyboard('{ArrowDown}');
  const item = (name: string) => screen.getByRole('menuitem', { name });
  expect(item('Saved Jobs')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(item('Sign out')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(item('Saved Jobs')).toHaveFocus();
  await user.keyboard('{End}');
  expect(item('Sign out')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(item('Saved Jobs')).toHaveFocus();
});
