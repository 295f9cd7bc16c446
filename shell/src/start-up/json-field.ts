/** `value[key]` of any JSON answer, or undefined: for reading a file this code does not own. */
export const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
