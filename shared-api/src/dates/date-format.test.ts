import { longDate, longDateTime, shortDate, shortMonthDay } from './date-format';

// Midday UTC: the same calendar day in the reader's zone wherever the tests run.
const midday = Date.UTC(2026, 10, 27, 12);

describe('the dates the app writes', () => {
  it("writes a whole date in the spec's long date format, and the short one for crowded tables", () => {
    expect(longDate(midday)).toBe('November 27, 2026');
    expect(shortDate(midday)).toBe('Nov 27, 2026');
    expect(shortMonthDay(midday)).toBe('Nov 27');
    expect(longDate(Date.UTC(2027, 0, 3, 12))).toBe('January 3, 2027');
  });

  it('writes the day in UTC when asked, whatever the time zone it runs in', () => {
    expect(longDate(Date.UTC(2026, 10, 28, 23, 59), 'utc')).toBe('November 28, 2026');
    expect(longDate(Date.UTC(2026, 11, 1, 0, 0), 'utc')).toBe('December 1, 2026');
    expect(shortDate(Date.UTC(2026, 4, 9), 'utc')).toBe('May 9, 2026');
  });

  it('adds the time on a twelve-hour clock, in the reader’s zone', () => {
    const at = (hours: number, minutes: number) => new Date(2026, 10, 27, hours, minutes).getTime();
    expect(longDateTime(at(9, 5))).toBe('November 27, 2026 at 9:05 AM');
    expect(longDateTime(at(0, 30))).toBe('November 27, 2026 at 12:30 AM');
    expect(longDateTime(at(12, 0))).toBe('November 27, 2026 at 12:00 PM');
    expect(longDateTime(at(23, 59))).toBe('November 27, 2026 at 11:59 PM');
  });
});
