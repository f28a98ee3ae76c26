import type { StaffUserInfo } from '@swp/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';
import type { AccountRecord, AccountStore } from '../auth/account-store.ts';

const toRecord = (row: typeof staffUsers.$inferSelect): AccountRecord => ({
  id: row.id,
  name: row.name,
  passwordHash: row.passwordHash,
  refusal: row.enabled ? undefined : '账号已停用，请联系管理员',
});

async function one(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db.select().from(staffUsers).where(where).limit(1);
  return row ? toRecord(row) : undefined;
}

export const staffAccounts: AccountStore = {
  role: 'staff',
  byAccount: (db, account) => one(db, eq(staffUsers.username, account)),
  byMobile: (db, mobile) => one(db, eq(staffUsers.mobile, mobile)),
  byId: (db, id) => one(db, eq(staffUsers.id, id)),
  async setOwnPassword(db, id, passwordHash, now) {
    await db
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(staffUsers.id, id));
  },
};

/** The signed-in staff user as the seed's user info (§3) plus what the access check needs. */
export async function findStaffProfile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      name: staffUsers.name,
      username: staffUsers.username,
      mobile: staffUsers.mobile,
      deptName: sql<string>`coalesce(${departments.name}, '')`,
      enabled: staffUsers.enabled,
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(staffUsers)
    .leftJoin(departments, eq(departments.id, staffUsers.deptId))
    .where(eq(staffUsers.id, id))
    .limit(1);
  return row;
}

export const toStaffUserInfo = (p: { name: string; username: string; mobile: string; deptName: string }) =>
  ({ name: p.name, username: p.username, mobile: p.mobile, deptName: p.deptName }) satisfies StaffUserInfo;

/** Permission names a user holds through their roles, deduplicated and sorted. */
export async function findStaffPerms(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ perms: roles.perms })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(eq(staffUserRoles.userId, userId));
  return [...new Set(rows.flatMap((r) => r.perms))].sort();
}
