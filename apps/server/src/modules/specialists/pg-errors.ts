/**
 * A check inside the transaction catches nearly every duplicate, but two requests can still pass their checks
 * together; the unique index then refuses the second. Both drivers report the SQLSTATE and the constraint on the
 * driver error that drizzle wraps as `cause`.
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

/** The violated unique constraint's name (e.g. specialists_mobile_unique), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = driverError(error);
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? e.message ?? '';
}

export const isForeignKeyViolation = (error: unknown) => driverError(error)?.code === '23503';

/** The Chinese message for a duplicate on the expert table, or undefined when the error is something else. */
export function duplicateSpecialistMessage(error: unknown): string | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('mobile')) return '手机号已存在';
  if (constraint.includes('id_number')) return '身份证号已存在';
  if (constraint.includes('account')) return '账号已存在';
  return undefined;
}
