/**
 * The job page's dates through the browser's Intl rather than moment, which was 19 KB (brotli)
 * of the 230 KB the page downloads before its largest paint (docs/performance.md, "Lighthouse").
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const DAY = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "2 days ago", "yesterday", "3 hours ago", "now": the largest unit the time reaches. */
export function timeAgo(time: number, now = Date.now()): string {
  const elapsed = time - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(Math.round(elapsed / size), unit);
  }
  return relative.format(0, 'second');
}

/** "3 March 2026", in the reader's time zone. */
export const longDate = (time: number): string =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
