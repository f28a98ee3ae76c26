import { AccountRule, type StaffUserInfo } from '@swp/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, roles, staffMobileChanges, staffUserRoles, staffUsers } from '../../db/schema/index.ts';
import { DAY } from '../../lib/clock.ts';
import { accountStore } from '../auth/account-store.ts';
import { credentialStore } from '../auth/credential-store.ts';

const column = { account: staffUsers.username, mobile: staffUsers.mobile, id: staffUsers.id } as const;

/** Permission names a user holds through their roles, deduplicated and sorted. */
export async function findStaffPerms(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ perms: roles.perms })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(eq(staffUserRoles.userId, userId));
  return [...new Set(rows.flatMap((r) => r.perms))].sort();
}

/** Staff credentials (账号管理 issues and resets them; the user changes their own). */
export const staffCredentials = credentialStore<string>('staff', async (db, id, values, ifHash) => {
  const rows = await db
    .update(staffUsers)
    .set(values)
    .where(and(eq(staffUsers.id, id), ifHash === undefined ? undefined : eq(staffUsers.passwordHash, ifHash)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
});

export const staffAccounts = accountStore({
  role: 'staff',
  async find(db, by, value) {
    const [row] = await db.select().from(staffUsers).where(eq(column[by], value)).limit(1);
    return row;
  },
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    account: row.username,
    passwordHash: row.passwordHash,
    mustChangePassword: row.mustChangePassword,
    refusal: row.enabled ? undefined : '账号已停用，请联系管理员',
  }),
  setOwnPassword: staffCredentials.setOwnPassword,
  perms: findStaffPerms,
  // Whoever changed an account's mobile to their own must not sign in as it by SMS that same day (the
  // owner, told on the old mobile, has the day to act); the password still works.
  async smsSignInRefusal(db, id, now) {
    const [changed] = await db
      .select({ id: staffMobileChanges.id })
      .from(staffMobileChanges)
      .where(and(eq(staffMobileChanges.userId, id), gt(staffMobileChanges.changedAt, new Date(now.getTime() - DAY))))
      .limit(1);
    return changed ? AccountRule.SMS_SIGN_IN_AFTER_MOBILE_CHANGE : undefined;
  },
});

/** The signed-in staff user as the product's user info (docs/product.md), with the flag that asks for a new password. */
export async function findStaffProfile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      name: staffUsers.name,
      username: staffUsers.username,
      mobile: staffUsers.mobile,
      deptName: sql<string>`coalesce(${departments.name}, '')`,
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
