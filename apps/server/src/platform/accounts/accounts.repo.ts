import type { StaffUser } from '@swp/core';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function lockStaffUser(tx: DbOrTx, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  return row;
}

/**
 * Serializes the creation of one account name, case-insensitively: the unique index tells admin from Admin apart,
 * so two requests for those two would otherwise both pass the check below.
 */
export async function lockAccountName(tx: DbOrTx, username: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-account:${username.toLowerCase()}`}))`);
}

/** Another account already signing in with this name (case-insensitively: Admin and admin are one to a person). */
export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`)
    .limit(1);
  return !!row;
}

export async function mobileTaken(db: DbOrTx, mobile: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.mobile, mobile), exceptId === undefined ? undefined : ne(staffUsers.id, exceptId)))
    .limit(1);
  return !!row;
}

export async function departmentExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return !!row;
}

/** The roles being given, share-locked so that deleting one of them waits for this transaction (and then sees it used). */
export async function findRolesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name, perms: roles.perms })
    .from(roles)
    .where(inArray(roles.id, [...ids]))
    .orderBy(roles.id)
    .for('share');
}

export async function roleIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: staffUserRoles.roleId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

export async function replaceUserRoles(tx: DbOrTx, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.delete(staffUserRoles).where(eq(staffUserRoles.userId, userId));
  if (roleIds.length > 0) await tx.insert(staffUserRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function insertStaffUser(tx: DbOrTx, values: typeof staffUsers.$inferInsert): Promise<StaffUserRow> {
  const [row] = await tx.insert(staffUsers).values(values).returning();
  return row!;
}

export async function updateStaffUserRow(tx: DbOrTx, id: number, values: Partial<typeof staffUsers.$inferInsert>) {
  await tx.update(staffUsers).set(values).where(eq(staffUsers.id, id));
}

export async function deleteStaffUserRow(tx: DbOrTx, id: number, passwordHash: string): Promise<boolean> {
  const rows = await tx
    .delete(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.passwordHash, passwordHash)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** A listed account before the caller's view of it is added: its roles carry their permissions. */
export type StaffUserListRow = Omit<StaffUser, 'roles' | 'passwordSmsTo' | 'refusals'> & {
  roles: { id: number; name: string; perms: string[] }[];
};

export async function searchStaffUsers(
  db: DbOrTx,
  filter: { keyword?: string; deptId?: number; enabled?: boolean },
  page: { page: number; pageSize: number },
): Promise<{ list: StaffUserListRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(staffUsers.username, like), ilike(staffUsers.name, like), ilike(staffUsers.mobile, like)));
  }
  if (filter.deptId !== undefined) where.push(eq(staffUsers.deptId, filter.deptId));
  if (filter.enabled !== undefined) where.push(eq(staffUsers.enabled, filter.enabled));
  const condition = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(staffUsers).where(condition);
  const rows = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      name: staffUsers.name,
      mobile: staffUsers.mobile,
      deptId: staffUsers.deptId,
      deptName: sql<string>`coalesce(${departments.name}, '')`,
      enabled: staffUsers.enabled,
      mustChangePassword: staffUsers.mustChangePassword,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .leftJoin(departments, eq(departments.id, staffUsers.deptId))
    .where(condition)
    .orderBy(desc(staffUsers.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ userId: staffUserRoles.userId, id: roles.id, name: roles.name, perms: roles.perms })
          .from(staffUserRoles)
          .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
          .where(
            inArray(
              staffUserRoles.userId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(roles.id);
  const list = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    roles: links.filter((l) => l.userId === r.id).map(({ id, name, perms }) => ({ id, name, perms })),
  }));
  return { list, total: totalRow?.n ?? 0 };
}
