/**
 * What the database refused, read from the driver's error. A check inside a transaction catches nearly every
 * duplicate, but two requests can still pass their checks together; the unique index (or a foreign key) then
 * refuses the second, and the service turns that into the same Chinese message as the check. Both drivers (pg and
 * PGlite) report the SQLSTATE, and pg the constraint, on the error that drizzle wraps as `cause`.
 */
interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

function driverError(error: unknown): DriverError | undefined {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError, depth++) {
    if (typeof e.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) return e;
  }
  return undefined;
}

/**
 * The violated unique constraint's name (e.g. specialists_mobile_unique) — or the driver's message, which names it,
 * when the driver gives no constraint — or undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const e = driverError(error);
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? e.message ?? '';
}

export const isForeignKeyViolation = (error: unknown) => driverError(error)?.code === '23503';
