export const NUL_REFUSED = 'Text may not contain NUL characters';
export const BROKEN_TEXT_REFUSED = 'Text may not contain broken characters (a lone surrogate)';

/**
 * Why a string cannot be stored as sent, or undefined. PostgreSQL cannot store a NUL in text,
 * and a query that tries fails deep in the driver. A lone surrogate (JSON's `\ud800` escape) is
 * no character at all: the driver's UTF-8 encoding turns it into U+FFFD, changing what was sent
 * without a word. Either is refused at the door.
 */
export function unstorableString(value: string): string | undefined {
  if (value.includes('\0')) return NUL_REFUSED;
  if (!value.isWellFormed()) return BROKEN_TEXT_REFUSED;
  return undefined;
}

/**
 * Why a string anywhere in the value (keys included) cannot be stored, or undefined. It runs on
 * every request, so it walks without allocating.
 */
export function unstorableText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorableString(value);
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  if (ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = unstorableText(item, depth + 1);
      if (why) return why;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const why = unstorableString(key) ?? unstorableText(record[key], depth + 1);
    if (why) return why;
  }
  return undefined;
}
