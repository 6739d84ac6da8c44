/** An error whose status and message reach the caller as `{message}` (plus any fields the contract adds), with any headers it names. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

// PostgreSQL data exceptions (SQLSTATE class 22) that only a value of the request can cause.
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22021': 'Text in the request holds a character that cannot be stored (such as a NUL byte)',
  '22P05': 'Text in the request holds a character that cannot be stored (such as a NUL byte)',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
  '22009': 'A date in the request is out of range',
};

/**
 * The 400 that an error raised by a value of the request stands for, when it got past validation:
 * a PostgreSQL data exception (a number past the column's range, a NUL byte in text, a date past
 * year 9999), or a stack overflow on a deeply nested value. Undefined for anything else (a real 500).
 */
export function badInputOf(err: unknown): HttpError | undefined {
  if (err instanceof RangeError && /call stack/i.test(err.message)) {
    return new HttpError(400, 'The request is nested too deeply');
  }
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  return new HttpError(400, DATA_EXCEPTIONS[code] ?? 'A value in the request is not valid');
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again.';
/** Seconds a caller waits before trying again after a 503: the pool reconnects within that. */
export const RETRY_AFTER_SECONDS = 2;
export const unavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE, { 'retry-after': String(RETRY_AFTER_SECONDS) });

// Codes and messages of a lost or refused database connection (PostgreSQL SQLSTATE class 08, an
// administrator's or a crash's shutdown 57P01-57P03, the socket's own errors, node-postgres' texts).
const CONNECTION_CODES =
  /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/;
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|terminating connection/i;

/** Whether an error means the database connection was lost or could not be made (not the request's fault). */
export function isConnectionLoss(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_CODES.test(code)) ||
    (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
  );
}
