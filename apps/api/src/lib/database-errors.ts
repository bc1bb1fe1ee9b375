/*
 * PostgreSQL errors as the services test for them. Drizzle wraps the driver's error (and PGlite's
 * differs from node-postgres's in where it keeps the constraint), so each test walks the chain of
 * causes and accepts the constraint's name from either place.
 */

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message: string;
}

function someCause(error: unknown, matches: (cause: DriverError) => boolean): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (matches(current as DriverError)) return true;
  }
  return false;
}

/** A write refused by the unique index or constraint of this name. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return someCause(
    error,
    (cause) =>
      cause.code === '23505' &&
      (cause.constraint === constraint || cause.message.includes(constraint)),
  );
}

/** An exception a statement raised on purpose (RAISE EXCEPTION 'message', SQLSTATE P0001). */
export function isRaisedException(error: unknown, message: string): boolean {
  return someCause(error, (cause) => cause.code === 'P0001' && cause.message.includes(message));
}
