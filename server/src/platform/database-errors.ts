/** True for PostgreSQL's unique_violation, whether the driver error is wrapped (Drizzle) or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Network failures on the way to the database: it is away, not wrong. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting or recovering), too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own words for a connection that ended or never came. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True when the database cannot be reached or will not take work now, so the request may well
 * succeed in a moment: the answer is then a 503 to retry, not a 500 to report. Drizzle wraps the
 * driver's error in its own, hence the walk along `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    // SQLSTATE class 08: connection exceptions.
    if (UNREACHABLE.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
    if (current instanceof Error && LOST_CONNECTION.test(current.message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** True when the error, or one it wraps, carries one of these SQLSTATE codes. */
export function hasDatabaseCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && typeof current.code === 'string' && codes.has(current.code)) {
      return true;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** deadlock_detected and serialization_failure: PostgreSQL gave up one of two transactions. */
const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

/**
 * True when the database aborted the request's transaction for colliding with another one at the
 * same moment: nothing of it was written, and the same request sent again will most likely pass.
 */
export function isTransactionConflict(error: unknown): boolean {
  return hasDatabaseCode(error, CONFLICT_SQLSTATES);
}
