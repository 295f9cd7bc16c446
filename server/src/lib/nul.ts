/**
 * True when a string anywhere in the value holds a NUL character. PostgreSQL cannot store one in
 * text, and a query that tries fails deep in the driver: such input is refused at the door.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value)) return false;
  const items: unknown[] = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => containsNul(item, depth + 1));
}

export const NUL_REFUSED = 'Text may not contain NUL characters';
