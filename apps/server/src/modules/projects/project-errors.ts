import { ruleBroken } from '../../lib/errors.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';

export const DUPLICATE_CODE = '项目编号已存在';

/**
 * Two creates with the same typed code can both pass the friendly pre-check; the unique index then refuses the
 * second (projects_project_code_unique).
 */
export function duplicateCodeAsRefusal(error: unknown): unknown {
  return uniqueViolation(error)?.includes('project_code') ? ruleBroken(DUPLICATE_CODE) : error;
}
