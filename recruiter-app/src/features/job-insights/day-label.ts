import { longDate, shortMonthDay } from 'shared-api/dates';

/**
 * A `YYYY-MM-DD` UTC day as people read it, in the day the server counted in: in full in the
 * table ("November 26, 2026"), without its year along the chart ("Nov 26"), where the range
 * says the year and thirty labels share the width.
 */
export function dayLabel(day: string, withYear = false): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return withYear ? longDate(at, 'utc') : shortMonthDay(at, 'utc');
}
