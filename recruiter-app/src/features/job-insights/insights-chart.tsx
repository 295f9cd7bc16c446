import { useId, useRef } from 'react';
import type { JobStatsDay } from 'shared-api/contract';
import { dayLabel } from './day-label';
import { useWidth } from './use-width';

/*
 * The chart is drawn at the width it is shown at, one unit a CSS pixel, so that its words stay
 * FONT px tall on a phone too (a fixed 640-unit drawing scaled them down to 5 px at 390 px).
 */
const WIDE = 640;
const HEIGHT = 240;
const FONT = 12;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
// Room for a day's label ("Nov 26" is about 40 px at FONT) and a gap before the next.
const LABEL_ROOM = 52;

/** A round top for the axis (1, 2, 5 times a power of ten) with room above the highest day. */
function axisTop(highest: number): number {
  if (highest <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest) ?? highest;
}

/**
 * A day under the axis every week (every two, three... where a week is too narrow for a label),
 * counted back from today so that today has one.
 */
function labelEvery(slot: number): number {
  let weeks = 1;
  while (weeks * 7 * slot < LABEL_ROOM && weeks < 5) weeks += 1;
  return weeks * 7;
}

/** What the chart shows, in words: its accessible name says what a sighted reader sees. */
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
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, WIDE);
  const top = axisTop(Math.max(1, ...days.map((day) => Math.max(day.views, day.applications))));
  const slot = (width - PAD.left - PAD.right) / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * slot;
  const every = labelEvery(slot);
  // A label centred under its day, moved in where it would stick out of the drawing.
  const labelX = (i: number) =>
    Math.min(Math.max(x(i) + slot / 2, LABEL_ROOM / 2), width - LABEL_ROOM / 2 + 6);
  const y = (n: number) => PAD.top + PLOT_H - (n / top) * PLOT_H;
  const line = days
    .map(
      (day, i) =>
        `${i === 0 ? 'M' : 'L'}${(x(i) + slot / 2).toFixed(1)},${y(day.applications).toFixed(1)}`,
    )
    .join(' ');
  return (
    <figure className="rounded-lg border border-gray-200 bg-white p-4">
      <div ref={frame}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block h-auto w-full"
        >
          <title id={titleId}>Views and applications per day, last 30 days</title>
          <desc id={descId}>{chartSummary(days)}</desc>
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e5e7eb"
              />
              <text
                x={PAD.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={FONT}
                fill="#4b5563"
              >
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
            (days.length - 1 - i) % every === 0 ? (
              <text
                key={day.day}
                x={labelX(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize={FONT}
                fill="#4b5563"
              >
                {dayLabel(day.day)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
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
