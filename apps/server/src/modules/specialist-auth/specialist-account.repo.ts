import type { SpecialistUserInfo } from '@swp/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { specialists } from '../../db/schema/index.ts';
import type { AccountRecord, AccountStore } from '../auth/account-store.ts';

const toRecord = (row: typeof specialists.$inferSelect): AccountRecord => ({
  id: row.id,
  name: row.name,
  passwordHash: row.passwordHash,
  refusal: !row.enabled
    ? '账号已停用，请联系采购管理部'
    : !row.account
      ? '尚未开通专家账号，请联系采购管理部'
      : undefined,
});

async function one(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db.select().from(specialists).where(where).limit(1);
  return row ? toRecord(row) : undefined;
}

export const specialistAccounts: AccountStore = {
  role: 'specialist',
  byAccount: (db, account) => one(db, eq(specialists.account, account)),
  byMobile: (db, mobile) => one(db, eq(specialists.mobile, mobile)),
  byId: (db, id) => one(db, eq(specialists.id, id)),
  async setOwnPassword(db, id, passwordHash, now) {
    await db
      .update(specialists)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(specialists.id, id));
  },
};

export async function findSpecialist(db: DbOrTx, id: number) {
  const [row] = await db.select().from(specialists).where(eq(specialists.id, id)).limit(1);
  return row;
}

export const toSpecialistUserInfo = (row: typeof specialists.$inferSelect): SpecialistUserInfo => ({
  specialistName: row.name,
  mobile: row.mobile,
  deptName: row.deptName,
});
