import { uniqueViolation } from '../../lib/pg-errors.ts';

/** The Chinese message for a duplicate on the expert table, or undefined when the error is something else. */
export function duplicateSpecialistMessage(error: unknown): string | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('mobile')) return '手机号已存在';
  if (constraint.includes('id_number')) return '身份证号已存在';
  if (constraint.includes('account')) return '账号已存在';
  return undefined;
}
