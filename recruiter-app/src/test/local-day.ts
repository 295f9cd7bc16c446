/**
 * A local day `offset` days from today: as a date input holds it, and its last millisecond.
 * Worked out with Date alone, so it checks the app's own (moment) arithmetic.
 */
export function localDay(offset: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    value: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    end: new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset + 1).getTime() - 1,
  };
}
