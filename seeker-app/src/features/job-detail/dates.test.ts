import { longDate, timeAgo } from './dates';

const now = Date.UTC(2026, 2, 10, 12);
const HOUR = 3_600_000;

describe('job page dates', () => {
  it('says how long ago in the largest unit reached', () => {
    expect(timeAgo(now - 2 * 24 * HOUR, now)).toBe('2 days ago');
    expect(timeAgo(now - 24 * HOUR, now)).toBe('yesterday');
    expect(timeAgo(now - 3 * HOUR, now)).toBe('3 hours ago');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(timeAgo(now - 1000, now)).toBe('now');
    expect(timeAgo(now - 400 * 24 * HOUR, now)).toBe('last year');
  });

  it('writes a closing day in full', () => {
    expect(longDate(Date.UTC(2026, 2, 3, 12))).toBe('3 March 2026');
  });
});
