import type { SpecialistUserInfo } from '@swp/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { specialists } from '../../db/schema/index.ts';
import { accountStore } from '../auth/account-store.ts';
import { credentialStore } from '../auth/credential-store.ts';

const column = { account: specialists.account, mobile: specialists.mobile, id: specialists.id } as const;

/** Expert credentials (专家管理 issues and resets them; the expert changes their own). */
export const specialistCredentials = credentialStore<string | null>('specialist', async (db, id, values, ifHash) => {
  const rows = await db
    .update(specialists)
    .set(values)
    .where(and(eq(specialists.id, id), ifHash === undefined ? undefined : eq(specialists.passwordHash, ifHash)))
    .returning({ id: specialists.id });
  return rows.length > 0;
});

export const specialistAccounts = accountStore({
  role: 'specialist',
  async find(db, by, value) {
    // An archived expert (deleted, kept for the committee records) is nobody's account any more.
    const [row] = await db
      .select()
      .from(specialists)
      .where(and(eq(column[by], value), isNull(specialists.archivedAt)))
      .limit(1);
    return row;
  },
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    account: row.account ?? '',
    passwordHash: row.passwordHash,
    // An initial or reset password came by SMS: like staff, the expert must choose their own first.
    mustChangePassword: row.mustChangePassword,
    refusal: !row.enabled
      ? '账号已停用，请联系采购管理部'
      : !row.account
        ? '尚未开通专家账号，请联系采购管理部'
        : undefined,
  }),
  setOwnPassword: specialistCredentials.setOwnPassword,
});

export async function findSpecialist(db: DbOrTx, id: number) {
  const [row] = await db.select().from(specialists).where(eq(specialists.id, id)).limit(1);
  return row;
}

export const toSpecialistUserInfo = (row: typeof specialists.$inferSelect): SpecialistUserInfo => ({
  specialistName: row.name,
  mobile: row.mobile,
  deptName: row.deptName,
});
