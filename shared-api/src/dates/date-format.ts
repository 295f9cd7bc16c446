/**
 * The app's one way of writing a day (decision 47): the spec's "long date format",
 * 'November 27, 2026', wherever a whole date is shown, and 'Nov 27, 2026' only in the crowded
 * tables of the recruiter's screens. Written out by hand rather than with Intl or moment, so the
 * words are the same in every browser, in Node and in jsdom (ICU versions differ in their spaces
 * and in words like "at"), and so no formatter is set up during the shell's start-up.
 */

/** 'local': the reader's time zone (screens); 'utc': what a server writes for readers anywhere. */
export type DateZone = 'local' | 'utc';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface DayParts {
  year: number;
  month: string;
  day: number;
}

function partsOf(time: number, zone: DateZone): DayParts {
  const date = new Date(time);
  const utc = zone === 'utc';
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: MONTHS[utc ? date.getUTCMonth() : date.getMonth()] ?? '',
    day: utc ? date.getUTCDate() : date.getDate(),
  };
}

/** 'November 27, 2026': the spec's long date format (moment's `LL`). */
export function longDate(time: number, zone: DateZone = 'local'): string {
  const { year, month, day } = partsOf(time, zone);
  return `${month} ${day}, ${year}`;
}

/** 'Nov 27, 2026' (moment's `ll`): only where a column has no room for the long one. */
export function shortDate(time: number, zone: DateZone = 'local'): string {
  const { year, month, day } = partsOf(time, zone);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}

/** 'Nov 27' with no year: the labels along a chart's axis, read with the chart's range. */
export function shortMonthDay(time: number, zone: DateZone = 'local'): string {
  const { month, day } = partsOf(time, zone);
  return `${month.slice(0, 3)} ${day}`;
}

/** '2:07 PM' in the reader's time zone. */
function clockTime(time: number): string {
  const date = new Date(time);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'November 27, 2026 at 2:07 PM', in the reader's time zone: when a note or a change was made. */
export const longDateTime = (time: number): string => `${longDate(time)} at ${clockTime(time)}`;
