import { ALL_PERMISSIONS } from '@swp/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';

/** One lock for every change that can alter who holds what, or hands a permission out (see admin-guard.ts). */
const ACCOUNT_CHANGES_LOCK = 727301;

export async function lockAccountChanges(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ACCOUNT_CHANGES_LOCK))})`);
}

const inCatalogueOrder = (perms: Iterable<string>) => {
  const set = new Set(perms);
  return ALL_PERMISSIONS.filter((p) => set.has(p));
};

/** The permissions at least one enabled account holds through its roles, in the catalogue's order. */
export async function heldPermissions(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ perms: roles.perms })
    .from(roles)
    .innerJoin(staffUserRoles, eq(staffUserRoles.roleId, roles.id))
    .innerJoin(staffUsers, eq(staffUsers.id, staffUserRoles.userId))
    .where(eq(staffUsers.enabled, true));
  return inCatalogueOrder(rows.flatMap((r) => r.perms));
}

/** The permissions an account holds through its roles now (read inside the guarded transaction, not the session's). */
export async function permsOfStaffUser(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ perms: roles.perms })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(eq(staffUserRoles.userId, userId));
  return inCatalogueOrder(rows.flatMap((r) => r.perms));
}

/** Every permission a set of roles carries, in the catalogue's order. */
export const permsOfRoles = (list: readonly { perms: readonly string[] }[]) =>
  inCatalogueOrder(list.flatMap((r) => r.perms));
