const units = [
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
] as const;

/** A salary in the compact form of the CTC line: 50000 -> 50k, 1250000 -> 1.3m. */
export function compactSalary(value: number): string {
  for (const [size, unit] of units) {
    if (Math.abs(value) >= size) return `${Number((value / size).toFixed(1)).toString()}${unit}`;
  }
  return String(value);
}
