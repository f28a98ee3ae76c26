import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  auditLogs,
  roles,
  sessions,
  specialists,
  staffUserRoles,
  staffUsers,
  suppliers,
} from '../src/db/schema/index.ts';
import { hashPasswordAtCost } from '../src/lib/crypto.ts';
import type { ApiClient } from './client.ts';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
/** A mobile number no other test uses. */
export const uniqueMobile = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export const PASSWORD = 'Passw0rd2026';
/**
 * The test accounts' password hash: the product's format at N=2^10 instead of 2^15 (crypto.ts), so creating an
 * account and signing in with it cost milliseconds. Passwords the product sets (registration, a change, a reset)
 * are hashed at the real cost, and the tests of the hash itself use those.
 */
export const testPasswordHash = (password = PASSWORD) => hashPasswordAtCost(password, 1024);

/** A staff user of its own, so a test that locks or changes it disturbs no other test. */
export async function createStaff(db: Db, opts: { perms?: string[]; mustChange?: boolean; enabled?: boolean } = {}) {
  const username = `u_${unique()}`;
  const mobile = uniqueMobile();
  const [user] = await db
    .insert(staffUsers)
    .values({
      username,
      name: `测试${username.slice(-4)}`,
      mobile,
      passwordHash: await testPasswordHash(),
      mustChangePassword: opts.mustChange ?? false,
      enabled: opts.enabled ?? true,
    })
    .returning();
  if (opts.perms) {
    const [role] = await db
      .insert(roles)
      .values({ name: `role_${unique()}`, perms: opts.perms })
      .returning();
    await db.insert(staffUserRoles).values({ userId: user!.id, roleId: role!.id });
  }
  return { ...user!, password: PASSWORD };
}

/** A staff user of its own holding exactly `perms`, signed in: its token. */
export async function staffTokenWith(db: Db, api: ApiClient, perms: string[]): Promise<string> {
  const user = await createStaff(db, { perms });
  return api.staffToken(user.username, user.password);
}

export async function createSpecialist(db: Db, opts: { enabled?: boolean; withAccount?: boolean } = {}) {
  const account = `zj_${unique()}`;
  const [row] = await db
    .insert(specialists)
    .values({
      name: '测试专家',
      mobile: uniqueMobile(),
      deptName: '给排水工程',
      account: opts.withAccount === false ? null : account,
      passwordHash: await testPasswordHash(),
      enabled: opts.enabled ?? true,
    })
    .returning();
  return { ...row!, password: PASSWORD };
}

export async function createSupplier(db: Db, status: 'pending' | 'approved' | 'rejected' | 'frozen' = 'approved') {
  const account = `gys_${unique()}`;
  const [row] = await db
    .insert(suppliers)
    .values({
      account,
      passwordHash: await testPasswordHash(),
      companyName: `测试供应商${account.slice(-4)}`,
      uscc: unique().toUpperCase().padEnd(18, '0').slice(0, 18),
      mobile: uniqueMobile(),
      status,
    })
    .returning();
  return { ...row!, password: PASSWORD };
}

/** Row counts of the tables a refused request must not touch. */
export async function snapshotCounts(db: Db) {
  const tables = { sessions, auditLogs, staffUsers, suppliers, specialists };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export async function auditActions(db: Db, targetType: string, targetId: number) {
  const rows = await db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, String(targetId))))
    .orderBy(auditLogs.id);
  return rows.map((r) => r.action);
}

export const passwordHashOf = async (db: Db, id: number) =>
  (await db.select({ h: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, id)))[0]!.h;

export { sql };
