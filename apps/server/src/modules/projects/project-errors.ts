import { ruleBroken } from '../../lib/errors.ts';

export const DUPLICATE_CODE = '项目编号已存在';

/**
 * Two creates with the same typed code can both pass the friendly pre-check; the unique index then refuses the
 * second. Both drivers report SQLSTATE 23505 (drizzle wraps the driver's error as `cause`).
 */
export function duplicateCodeAsRefusal(error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } })?.cause;
  const isDuplicateCode =
    cause?.code === '23505' &&
    (cause.constraint === 'projects_project_code_unique' || cause.message?.includes('project_code') === true);
  return isDuplicateCode ? ruleBroken(DUPLICATE_CODE) : error;
}
