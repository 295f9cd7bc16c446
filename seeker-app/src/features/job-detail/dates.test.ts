import { longDate } from './dates';

describe('job page dates', () => {
  it('writes a closing day in full', () => {
    expect(longDate(Date.UTC(2026, 2, 3, 12))).toBe('3 March 2026');
  });
});
