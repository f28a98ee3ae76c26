import type { SupplerInfo } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { accountStore } from '../auth/account-store.ts';

const column = { account: suppliers.account, mobile: suppliers.mobile, id: suppliers.id } as const;

/** What a frozen company is told at sign-in: the reason staff gave when freezing it, if any. */
const frozenRefusal = (reason: string) =>
  reason.trim() === '' ? '账号已被冻结，请联系采购管理部' : `账号已被冻结（${reason.trim()}），请联系采购管理部`;

export const venderAccounts = accountStore({
  role: 'vender',
  async find(db, by, value) {
    const [row] = await db.select().from(suppliers).where(eq(column[by], value)).limit(1);
    return row;
  },
  /**
   * Pending and rejected companies may sign in (to see their review result and correct their data); a frozen one
   * may not. A company chooses its own password when it registers, so none is ever forced.
   */
  toRecord: (row) => ({
    id: row.id,
    name: row.companyName,
    account: row.account,
    passwordHash: row.passwordHash,
    mustChangePassword: false,
    refusal: row.status === 'frozen' ? frozenRefusal(row.statusReason) : undefined,
  }),
  async setOwnPassword(db, id, passwordHash, now) {
    await db.update(suppliers).set({ passwordHash, updatedAt: now }).where(eq(suppliers.id, id));
  },
});

export async function findSupplier(db: DbOrTx, id: number) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row;
}

export const toSupplerInfo = (row: typeof suppliers.$inferSelect): SupplerInfo => ({
  account: row.account,
  companyName: row.companyName,
  contactName: row.contactName,
  mobile: row.mobile,
  status: row.status,
});
