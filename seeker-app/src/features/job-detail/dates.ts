/** "3 March 2026", in the reader's time zone. */
export const longDate = (time: number): string =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
