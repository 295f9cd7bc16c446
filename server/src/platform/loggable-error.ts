/**
 * An error as it may be logged: a failed query's text but never its bound values, which can be
 * passwords' hashes, emails or tokens. Drizzle puts them in its message ("params: ...") and on
 * `params`; PostgreSQL puts row values in `detail` ("Key (email)=(...) already exists").
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggableError;
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const cause =
    depth < 4 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message: error.message.replace(/\nparams: [\s\S]*$/, ''),
    ...(code ? { code } : {}),
    ...(error.stack ? { stack: error.stack.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '') } : {}),
    ...(cause ? { cause } : {}),
  };
}
