import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roles, staffUserRoles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;

/** Every role with how many accounts hold it (a handful of roles: no paging). */
export async function listRolesWithUse(db: DbOrTx) {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      perms: roles.perms,
      createdAt: roles.createdAt,
      userCount: sql<number>`(select count(*)::int from ${staffUserRoles} where ${staffUserRoles.roleId} = ${roles.id})`,
    })
    .from(roles)
    .orderBy(asc(roles.id));
}

export async function lockRole(tx: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

export async function roleNameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertRole(tx: DbOrTx, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await tx.insert(roles).values(values).returning();
  return row!;
}

export async function updateRoleRow(tx: DbOrTx, id: number, values: Partial<typeof roles.$inferInsert>) {
  await tx.update(roles).set(values).where(eq(roles.id, id));
}

export async function deleteRoleRow(tx: DbOrTx, id: number) {
  await tx.delete(roles).where(eq(roles.id, id));
}
