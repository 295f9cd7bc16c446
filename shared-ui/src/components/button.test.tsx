import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PendingButton } from './button';

test('a pending submit button says so, keeps the focus and sends the form only once', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <label>
        Title <input />
      </label>
      <PendingButton type="submit" pending={false} pendingLabel="Adding…">
        Add
      </PendingButton>
    </form>,
  );
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(
    <form onSubmit={onSubmit}>
      <label>
        Title <input />
      </label>
      <PendingButton type="submit" pending pendingLabel="Adding…">
        Add
      </PendingButton>
    </form>,
  );
  const busy = screen.getByRole('button', { name: 'Adding…' });
  expect(busy).toHaveFocus();
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await user.click(busy);
  // Enter in a field submits through the default button: ignored too.
  await user.type(screen.getByLabelText('Title'), 'x{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
