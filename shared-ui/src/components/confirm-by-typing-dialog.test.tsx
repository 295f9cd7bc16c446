import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmByTypingDialog } from './confirm-by-typing-dialog';

type Values = { typed: string; password: string };

/** A page whose button opens the dialog; `pending` as a slow server would leave it. */
function Page({
  askPassword,
  pending = false,
  onConfirm,
}: {
  askPassword: boolean;
  pending?: boolean;
  onConfirm: (values: Values) => void;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete it
      </button>
      {open ? (
        <ConfirmByTypingDialog
          title="Delete the thing?"
          typed={{ label: 'Thing name', autoComplete: 'off' }}
          askPassword={askPassword}
          confirmLabel="Delete the thing"
          pendingLabel="Deleting…"
          keepLabel="Keep the thing"
          pending={pending}
          problem={problem}
          onConfirm={(values) => {
            onConfirm(values);
            setProblem(values.typed === 'Thing' ? null : 'Type the name, Thing, to confirm');
          }}
          onClose={() => setOpen(false)}
        >
          It goes for good.
        </ConfirmByTypingDialog>
      ) : null}
    </main>
  );
}

test('hands over what was typed, reads the problem with the fields, and gives focus back', async () => {
  const user = userEvent.setup();
  const confirmed: Values[] = [];
  render(<Page askPassword onConfirm={(values) => confirmed.push(values)} />);
  const opener = screen.getByRole('button', { name: 'Delete it' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete the thing?' });
  expect(within(dialog).getByText('It goes for good.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Thing name')).toHaveFocus();

  await user.type(within(dialog).getByLabelText('Thing name'), 'Thin');
  await user.click(within(dialog).getByRole('button', { name: 'Delete the thing' }));
  const alert = within(dialog).getByRole('alert');
  expect(alert).toHaveTextContent('Type the name, Thing, to confirm');
  expect(within(dialog).getByLabelText('Thing name')).toHaveAccessibleDescription(
    'Type the name, Thing, to confirm',
  );

  await user.type(within(dialog).getByLabelText('Thing name'), 'g');
  await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
  expect(confirmed).toEqual([
    { typed: 'Thin', password: '' },
    { typed: 'Thing', password: 'secret' },
  ]);
  expect(within(dialog).queryByRole('alert')).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Keep the thing' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('asks no password when told not to, and does nothing while pending', async () => {
  const user = userEvent.setup();
  const confirmed: Values[] = [];
  render(<Page askPassword={false} pending onConfirm={(values) => confirmed.push(values)} />);
  await user.click(screen.getByRole('button', { name: 'Delete it' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete the thing?' });
  expect(within(dialog).queryByLabelText('Password')).toBeNull();
  await user.type(within(dialog).getByLabelText('Thing name'), 'Thing{Enter}');
  const busy = within(dialog).getByRole('button', { name: 'Deleting…' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await user.click(busy);
  expect(confirmed).toEqual([]);
});
