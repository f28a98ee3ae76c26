import type { SupplerInfo } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import type { AccountRecord, AccountStore } from '../auth/account-store.ts';

/**
 * Pending and rejected companies may sign in (to see their review result and correct their data); a frozen one
 * may not.
 */
const toRecord = (row: typeof suppliers.$inferSelect): AccountRecord => ({
  id: row.id,
  name: row.companyName,
  passwordHash: row.passwordHash,
  refusal: row.status === 'frozen' ? '账号已被冻结，请联系采购管理部' : undefined,
});

async function one(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db.select().from(suppliers).where(where).limit(1);
  return row ? toRecord(row) : undefined;
}

export const venderAccounts: AccountStore = {
  role: 'vender',
  byAccount: (db, account) => one(db, eq(suppliers.account, account)),
  byMobile: (db, mobile) => one(db, eq(suppliers.mobile, mobile)),
  byId: (db, id) => one(db, eq(suppliers.id, id)),
  async setOwnPassword(db, id, passwordHash, now) {
    await db.update(suppliers).set({ passwordHash, updatedAt: now }).where(eq(suppliers.id, id));
  },
};

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
