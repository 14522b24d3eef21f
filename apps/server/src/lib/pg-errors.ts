/** PostgreSQL error helpers that work for node-postgres and PGlite errors alike. */

function codeOf(err: unknown): string | undefined {
  let current: unknown = err;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function constraintOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return codeOf(err) === '23505' && (constraint === undefined || constraintOf(err) === constraint);
}

/** A row referenced by the write is gone (e.g. a post deleted while it was being liked). */
export function isForeignKeyViolation(err: unknown): boolean {
  return codeOf(err) === '23503';
}

/**
 * A value the database cannot store or compare (SQLSTATE class 22: a NUL byte in text, a number
 * out of range, an impossible date …): bad input that slipped past validation, answered 400.
 */
export function isInvalidDataValue(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && code.length === 5 && code.startsWith('22');
}

export function uniqueConstraintOf(err: unknown): string | undefined {
  return codeOf(err) === '23505' ? constraintOf(err) : undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
]);

/** True when the error means the database cannot be reached right now (answer 503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Database did not answer|connect ECONNREFUSED|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
