import {
  AccountRule,
  grantBeyondOwnMessage,
  permsLacking,
  type RoleCreate,
  type RoleUpdate,
  roleRefusals,
  type StaffRole,
} from '@swp/core';
import type { Tx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { roleIdsOf } from './accounts.repo.ts';
import { type Actor, keepingEveryPermissionHeld } from './admin-guard.ts';
import { holderPermsOfRoles } from './permission-holders.repo.ts';
import { deleteRoleRow, insertRole, listRolesWithUse, lockRole, roleNameTaken, updateRoleRow } from './roles.repo.ts';

/**
 * Roles (账号管理 › 角色): named sets of the product's permission strings; users get permissions only through them.
 * Nobody makes or redefines a role with a permission they lack, nor touches a role they hold or one above them
 * (core `roleRefusals`): otherwise a user with 账号管理 alone could give itself everything.
 */

const rethrowDuplicate = (error: unknown): never => {
  throw uniqueViolation(error) !== undefined ? ruleBroken(AccountRule.ROLE_NAME_TAKEN) : error;
};

export async function listRoles(deps: Deps, principal: Principal): Promise<StaffRole[]> {
  const rows = await listRolesWithUse(deps.db);
  const caller = { perms: principal.perms, roleIds: await roleIdsOf(deps.db, principal.userId) };
  const holders = await holderPermsOfRoles(deps.db);
  return rows.map((r) => ({
    ...r,
    perms: r.perms as StaffRole['perms'],
    createdAt: r.createdAt.toISOString(),
    grantable: permsLacking(caller.perms, r.perms).length === 0,
    refusals: roleRefusals(caller, { ...r, holderPerms: holders.get(r.id) ?? [] }),
  }));
}

async function refuseRoleChange(tx: Tx, actor: Actor, row: { id: number; perms: string[] }, what: 'edit' | 'delete') {
  const holderPerms = (await holderPermsOfRoles(tx, [row.id])).get(row.id) ?? [];
  const refused = roleRefusals(actor, { ...row, holderPerms })[what];
  if (refused) throw ruleBroken(refused);
}

const refuseGrantBeyond = (actor: Actor, perms: readonly string[]) => {
  const missing = permsLacking(actor.perms, perms);
  if (missing.length > 0) throw ruleBroken(grantBeyondOwnMessage(missing));
};

export async function createRole(deps: Deps, principal: Principal, input: RoleCreate, meta: RequestMeta) {
  return deps.db
    .transaction((tx) =>
      keepingEveryPermissionHeld(tx, principal, async (actor) => {
        refuseGrantBeyond(actor, input.perms);
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
      }),
    )
    .catch(rethrowDuplicate);
}

/** Taking a permission out of a role is refused when it would leave no enabled account holding it. */
export async function updateRole(deps: Deps, principal: Principal, input: RoleUpdate, meta: RequestMeta) {
  await deps.db
    .transaction((tx) =>
      keepingEveryPermissionHeld(tx, principal, async (actor) => {
        const row = await lockRole(tx, input.id);
        if (!row) throw notFound(AccountRule.ROLE_NOT_FOUND);
        await refuseRoleChange(tx, actor, row, 'edit');
        refuseGrantBeyond(actor, input.perms);
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
    keepingEveryPermissionHeld(tx, principal, async (actor) => {
      const row = await lockRole(tx, id);
      if (!row) throw notFound(AccountRule.ROLE_NOT_FOUND);
      // Under the lock, so no account is given the role between this count (of ROLE_IN_USE) and the delete.
      await refuseRoleChange(tx, actor, row, 'delete');
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
