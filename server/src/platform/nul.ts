/**
 * True when a string anywhere in the value (keys included) holds a NUL character. PostgreSQL
 * cannot store one in text, and a query that tries fails deep in the driver: such input is
 * refused at the door. It runs on every request, so it walks without allocating.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (containsNul(item, depth + 1)) return true;
    return false;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (key.includes('\0') || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

export const NUL_REFUSED = 'Text may not contain NUL characters';
