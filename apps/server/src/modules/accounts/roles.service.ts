import { AccountRule, type RoleCreate, type RoleUpdate, type StaffRole } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { keepingAUserAdmin } from './admin-guard.ts';
import {
  deleteRoleRow,
  insertRole,
  listRolesWithUse,
  lockRole,
  roleNameTaken,
  roleUserCount,
  updateRoleRow,
} from './roles.repo.ts';

/** Roles (账号管理 › 角色): named sets of the seed's permission strings; users get permissions only through them. */

const rethrowDuplicate = (error: unknown): never => {
  throw uniqueViolation(error) !== undefined ? ruleBroken(AccountRule.ROLE_NAME_TAKEN) : error;
};

export async function listRoles(deps: Deps): Promise<StaffRole[]> {
  const rows = await listRolesWithUse(deps.db);
  return rows.map((r) => ({ ...r, perms: r.perms as StaffRole['perms'], createdAt: r.createdAt.toISOString() }));
}

export async function createRole(deps: Deps, principal: Principal, input: RoleCreate, meta: RequestMeta) {
  return deps.db
    .transaction(async (tx) => {
      if (await roleNameTaken(tx, input.name)) throw ruleBroken(AccountRule.ROLE_NAME_TAKEN);
      const row = await insertRole(tx, {
        name: input.name,
        description: input.description,
        perms: input.perms,
        createdAt: deps.clock.now(),
      });
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'role.create',
        target: { type: 'role', id: row.id },
        detail: { name: row.name, perms: row.perms },
        ip: meta.ip,
      });
      return { id: row.id };
    })
    .catch(rethrowDuplicate);
}

/** Taking 账号管理 out of a role is refused when it would leave no enabled account holding it. */
export async function updateRole(deps: Deps, principal: Principal, input: RoleUpdate, meta: RequestMeta) {
  await deps.db
    .transaction((tx) =>
      keepingAUserAdmin(tx, async () => {
        const row = await lockRole(tx, input.id);
        if (!row) throw notFound(AccountRule.ROLE_NOT_FOUND);
        if (await roleNameTaken(tx, input.name, row.id)) throw ruleBroken(AccountRule.ROLE_NAME_TAKEN);
        await updateRoleRow(tx, row.id, { name: input.name, description: input.description, perms: input.perms });
        await audit(tx, deps.clock, {
          actor: actorOf(principal),
          action: 'role.update',
          target: { type: 'role', id: row.id },
          detail: { name: input.name, before: row.perms, perms: input.perms },
          ip: meta.ip,
        });
      }),
    )
    .catch(rethrowDuplicate);
}

export async function deleteRole(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  await deps.db.transaction((tx) =>
    keepingAUserAdmin(tx, async () => {
      const row = await lockRole(tx, id);
      if (!row) throw notFound(AccountRule.ROLE_NOT_FOUND);
      // Under the admin lock, so no account is given the role between this count and the delete.
      if ((await roleUserCount(tx, row.id)) > 0) throw ruleBroken(AccountRule.ROLE_IN_USE);
      await deleteRoleRow(tx, row.id);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'role.delete',
        target: { type: 'role', id: row.id },
        detail: { name: row.name, perms: row.perms },
        ip: meta.ip,
      });
    }),
  );
}
