import type { JobStatsDay } from 'shared-api/contract';
import { TableBox, tdClass, thClass } from 'shared-ui/table-box';
import { dayLabel } from './day-label';

/** The chart's numbers, a day a row, newest first: the chart's equal for anyone who cannot see it. */
export function InsightsTable({ days }: { days: JobStatsDay[] }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer rounded text-brand-700 underline">Show as table</summary>
      <div className="mt-2">
        <TableBox label="Views and applications per day">
          <caption className="sr-only">Views and applications per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Day
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Views
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${tdClass} text-left font-normal`}>
                  {dayLabel(day.day, true)}
                </th>
                <td className={`${tdClass} text-right`}>{day.views}</td>
                <td className={`${tdClass} text-right`}>{day.applications}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      </div>
    </details>
  );
}
