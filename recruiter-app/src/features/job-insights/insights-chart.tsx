import { useId } from 'react';
import type { JobStatsDay } from 'shared-api/contract';
import { dayLabel } from './day-label';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** A round top for the axis (1, 2, 5 times a power of ten) with room above the highest day. */
function axisTop(highest: number): number {
  if (highest <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? highest;
}

/** What the chart shows, in words: its accessible name says what a sighted reader sees. */
/** A day under the axis every week, counted back from today so that today has one. */
const labelled = (i: number, count: number) => (count - 1 - i) % 7 === 0;

export function chartSummary(days: JobStatsDay[]): string {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const applications = days.reduce((sum, day) => sum + day.applications, 0);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days to show';
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), first);
  const range = `from ${dayLabel(first.day)} to ${dayLabel(last.day)}`;
  const peak =
    busiest.views > 0 ? `; most views on ${dayLabel(busiest.day)} (${busiest.views})` : '';
  return `${views} views and ${applications} applications ${range}${peak}.`;
}

/**
 * Views as bars and applications as a line, a day each. An image to assistive technology, named
 * by what it shows; the table beside it gives every number.
 */
export function InsightsChart({ days }: { days: JobStatsDay[] }) {
  const titleId = useId();
  const descId = useId();
  const top = axisTop(Math.max(1, ...days.map((day) => Math.max(day.views, day.applications))));
  const slot = PLOT_W / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * slot;
  const y = (n: number) => PAD.top + PLOT_H - (n / top) * PLOT_H;
  const line = days
    .map(
      (day, i) =>
        `${i === 0 ? 'M' : 'L'}${(x(i) + slot / 2).toFixed(1)},${y(day.applications).toFixed(1)}`,
    )
    .join(' ');
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
      >
        <title id={titleId}>Views and applications per day, last 30 days</title>
        <desc id={descId}>{chartSummary(days)}</desc>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => (
          <rect
            key={day.day}
            x={x(i) + slot * 0.15}
            y={y(day.views)}
            width={slot * 0.7}
            height={PAD.top + PLOT_H - y(day.views)}
            fill="#2563eb"
          />
        ))}
        <path d={line} fill="none" stroke="#15803d" strokeWidth="2" />
        {days.map((day, i) =>
          labelled(i, days.length) ? (
            <text
              key={day.day}
              x={x(i) + slot / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill="#4b5563"
            >
              {dayLabel(day.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-gray-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 bg-blue-600" />
          Views (bars)
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-green-700" />
          Applications (line)
        </span>
      </figcaption>
    </figure>
  );
}
