import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { findHolders, type IdentityFields } from './suppliers.repo.ts';

/** The refusal for each field two companies may not share, in the order the registration form asks for them. */
const DUPLICATE_MESSAGES = {
  account: '账号已存在',
  creditCode: '该统一社会信用代码已注册',
  companyName: '该企业名称已注册',
  mobile: '该手机号已注册',
} as const satisfies Record<keyof IdentityFields, string>;

const sameAccount = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Refuses the first field another company (not `exceptId`) already holds. */
export async function refuseDuplicates(db: DbOrTx, fields: IdentityFields, exceptId?: number): Promise<void> {
  const holders = await findHolders(db, fields, exceptId);
  for (const field of Object.keys(DUPLICATE_MESSAGES) as (keyof IdentityFields)[]) {
    const value = fields[field];
    if (value === undefined) continue;
    const taken = holders.some((holder) =>
      field === 'account' ? sameAccount(holder.account, value) : holder[field] === value,
    );
    if (taken) throw ruleBroken(DUPLICATE_MESSAGES[field]);
  }
}

/** Column part of each unique constraint of the suppliers table (suppliers_<column>_unique). */
const CONSTRAINT_FIELDS: [string, keyof IdentityFields][] = [
  ['account', 'account'],
  ['uscc', 'creditCode'],
  ['company_name', 'companyName'],
  ['mobile', 'mobile'],
];

/**
 * Two saves may pass the check above together; the unique index then refuses the second, and it gets the same
 * message as the check would have given. undefined for any other error.
 */
export function duplicateSupplierRefusal(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  const field = CONSTRAINT_FIELDS.find(([column]) => constraint.includes(`suppliers_${column}_unique`))?.[1];
  return field && ruleBroken(DUPLICATE_MESSAGES[field]);
}
