import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './pagination';

function Paged({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <p>On page {page}</p>
      <Pagination page={page} pages={pages} onPage={setPage} />
    </>
  );
}

// jsdom leaves the focus on a button that becomes disabled, where browsers drop it to the body:
// what fails here on a disabled button is the aria-disabled and Tab-order checks, and the e2e
// suite's seeker journey checks the focus in Chromium.
test('Next onto the last page keeps the focus, and is then unavailable', async () => {
  const user = userEvent.setup();
  render(<Paged pages={2} />);
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  const next = screen.getByRole('button', { name: 'Next page' });
  expect(next).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('On page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  // Still the focused button, now marked unavailable: pressing it again goes nowhere.
  expect(next).toHaveFocus();
  expect(next).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByText('On page 2')).toBeInTheDocument();
});

test('Previous onto the first page keeps the focus too', async () => {
  const user = userEvent.setup();
  render(<Paged pages={3} start={2} />);
  const previous = screen.getByRole('button', { name: 'Previous page' });
  expect(previous).not.toHaveAttribute('aria-disabled');
  await user.click(previous);
  expect(screen.getByText('On page 1')).toBeInTheDocument();
  expect(previous).toHaveFocus();
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  await user.click(previous);
  expect(screen.getByText('On page 1')).toBeInTheDocument();
});

test('an open-ended row never ends: Next stays available', () => {
  render(<Pagination page={5} pages={5} openEnded onPage={() => {}} />);
  expect(screen.getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
});
