/**
 * The line over a paged table: "Showing 26–50 of 120 jobs", "Showing 26 of 26 jobs" for a last
 * page of one row, and "Showing 1 job" when there is only one.
 */
export function showingText(
  first: number,
  shown: number,
  total: number,
  [one, many]: readonly [string, string],
): string {
  if (total === 1) return `Showing 1 ${one}`;
  const range = shown === 1 ? String(first) : `${first}–${first + shown - 1}`;
  return `Showing ${range} of ${total.toLocaleString('en')} ${many}`;
}
