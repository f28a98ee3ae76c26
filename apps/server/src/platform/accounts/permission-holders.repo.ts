import { ALL_PERMISSIONS } from '@swp/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/** For each role (all, or those named), the permissions of each account holding it (core `roleRefusals`). */
export async function holderPermsOfRoles(db: DbOrTx, roleIds?: readonly number[]): Promise<Map<number, string[][]>> {
  const held = alias(staffUserRoles, 'held');
  const other = alias(staffUserRoles, 'other');
  const rows = await db
    .select({ roleId: held.roleId, userId: held.userId, perms: roles.perms })
    .from(held)
    .innerJoin(other, eq(other.userId, held.userId))
    .innerJoin(roles, eq(roles.id, other.roleId))
    .where(roleIds ? inArray(held.roleId, [...roleIds]) : undefined);
  const byRole = new Map<number, Map<number, string[]>>();
  for (const r of rows) {
    const users = byRole.get(r.roleId) ?? new Map<number, string[]>();
    users.set(r.userId, [...(users.get(r.userId) ?? []), ...r.perms]);
    byRole.set(r.roleId, users);
  }
  return new Map([...byRole].map(([roleId, users]) => [roleId, [...users.values()]]));
}
