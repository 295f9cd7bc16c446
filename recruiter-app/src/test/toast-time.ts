import { fireEvent, screen } from '@testing-library/react';

/**
 * The time of the toast saying `text` runs out as in a browser: react-toastify closes a toast when
 * its progress bar's animation ends (jsdom runs no animation).
 */
export function toastTimeRunsOut(text: string) {
  const bar = screen
    .getByText(text)
    .closest('.Toastify__toast')
    ?.querySelector('.Toastify__progress-bar');
  if (!bar) throw new Error(`no running toast says ${text}`);
  fireEvent.animationEnd(bar);
}
