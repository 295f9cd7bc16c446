export const VITALS = ['lcp', 'inp', 'cls'] as const;
export type Vital = (typeof VITALS)[number];

const MS = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000,
  5000, 6000, 8000, 10000, 15000, 20000, 30000,
];
/**
 * Upper bounds of each vital's histogram buckets (the last bucket is everything above). Fixed
 * buckets add up across processes and times in the database, where a sample reservoir would not;
 * their p75 is the bound of the bucket it falls in, precise enough to see a version get slower.
 */
const BOUNDS: Record<Vital, readonly number[]> = {
  lcp: MS,
  inp: MS,
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
};

/** The bucket a sample falls in: the first whose bound it does not exceed. */
export function bucketOf(vital: Vital, value: number): number {
  const bounds = BOUNDS[vital];
  const at = bounds.findIndex((bound) => value <= bound);
  return at < 0 ? bounds.length : at;
}

/** The 75th percentile of a histogram (samples by bucket), as its bucket's bound; null if empty. */
export function p75(vital: Vital, histogram: ReadonlyMap<number, number>): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const bounds = BOUNDS[vital];
  let seen = 0;
  for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= total * 0.75) return bounds[Math.min(bucket, bounds.length - 1)] ?? null;
  }
  return bounds.at(-1) ?? null;
}
