import { lastHolderMessage } from '@swp/core';
import type { Tx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { roleIdsOf } from './accounts.repo.ts';
import { heldPermissions, lockAccountChanges, permsOfStaffUser } from './permission-holders.repo.ts';

/** The user making a change, as the database says now: what it holds decides what it may hand out or touch. */
export interface Actor {
  id: number;
  perms: string[];
  roleIds: number[];
}

/**
 * Runs every change of 账号管理 (an account created, edited, enabled or disabled, a password reset, a role made,
 * redefined or deleted) under one advisory lock, and refuses it — rolling the whole transaction back — when
 * afterwards some permission that an enabled account held before is held by none: nobody could do that work again,
 * and for 账号管理 nobody could even repair it.
 *
 * The lock also makes the actor's permissions, read here and not from the session, exact for the change: a role
 * redefined or taken away at the same moment has either committed before (and is seen) or waits. Two
 * administrators disabling each other at once cannot both pass: the second one counts after the first committed.
 */
export async function keepingEveryPermissionHeld<T>(
  tx: Tx,
  principal: Principal,
  change: (actor: Actor) => Promise<T>,
): Promise<T> {
  await lockAccountChanges(tx);
  const before = await heldPermissions(tx);
  const actor: Actor = {
    id: principal.userId,
    perms: await permsOfStaffUser(tx, principal.userId),
    roleIds: await roleIdsOf(tx, principal.userId),
  };
  const result = await change(actor);
  const after = await heldPermissions(tx);
  const lost = before.find((p) => !after.includes(p));
  if (lost) throw ruleBroken(lastHolderMessage(lost));
  return result;
}
