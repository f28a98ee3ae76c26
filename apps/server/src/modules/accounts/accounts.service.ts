import { AccountRule, type StaffUserCreate, type StaffUserUpdate, type staffUserListInput } from '@swp/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { sendPasswordSmsOrUndo } from '../auth/password-sms.ts';
import { revokeAllSessions } from '../auth/session.repo.ts';
import { randomInitialPassword } from '../specialists/initial-password.ts';
import { staffAccountCreatedSms, staffPasswordResetSms } from './account-sms.ts';
import {
  deleteStaffUserRow,
  departmentExists,
  findRolesByIds,
  insertStaffUser,
  lockAccountName,
  lockStaffUser,
  mobileTaken,
  replaceUserRoles,
  roleIdsOf,
  searchStaffUsers,
  swapStaffPasswordHash,
  updateStaffUserRow,
  usernameTaken,
} from './accounts.repo.ts';
import { keepingAUserAdmin } from './admin-guard.ts';

/**
 * Staff accounts (账号管理). The password is random and reaches the user only by SMS, after the commit (no lock is
 * held during a gateway call); if the gateway fails a compensating transaction withdraws the change, so nobody is
 * left with a password nobody knows. Disabling ends the user's sessions in the same transaction.
 */

/** A duplicate the check missed because two requests passed it together: the unique index words it the same. */
function duplicateMessage(error: unknown): string | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('mobile')) return AccountRule.MOBILE_TAKEN;
  if (constraint.includes('username')) return AccountRule.ACCOUNT_TAKEN;
  return undefined;
}
const rethrowDuplicate = (error: unknown): never => {
  const msg = duplicateMessage(error);
  throw msg ? ruleBroken(msg) : error;
};

export function listStaffUsers(deps: Deps, input: z.output<typeof staffUserListInput>) {
  const { page, pageSize, ...filter } = input;
  return searchStaffUsers(deps.db, filter, { page, pageSize }).then((r) => ({ ...r, page, pageSize }));
}

/** The department and the roles must exist; their names go to the audit log. */
async function checkReferences(tx: Tx, input: { deptId: number | null; roleIds: number[] }) {
  if (input.deptId !== null && !(await departmentExists(tx, input.deptId)))
    throw ruleBroken(AccountRule.DEPT_NOT_FOUND);
  const found = await findRolesByIds(tx, input.roleIds);
  if (found.length !== input.roleIds.length) throw ruleBroken(AccountRule.ROLE_NOT_FOUND);
  return found.map((r) => r.name);
}

export async function createStaffUser(deps: Deps, principal: Principal, input: StaffUserCreate, meta: RequestMeta) {
  const password = randomInitialPassword();
  // Hashing (about 60 ms) happens before the transaction, so nothing is locked meanwhile.
  const passwordHash = await hashPassword(password);
  const user = await deps.db
    .transaction(async (tx) => {
      await lockAccountName(tx, input.username);
      if (await usernameTaken(tx, input.username)) throw ruleBroken(AccountRule.ACCOUNT_TAKEN);
      if (await mobileTaken(tx, input.mobile)) throw ruleBroken(AccountRule.MOBILE_TAKEN);
      const roleNames = await checkReferences(tx, input);
      const now = deps.clock.now();
      const row = await insertStaffUser(tx, {
        username: input.username,
        name: input.name,
        mobile: input.mobile,
        deptId: input.deptId,
        passwordHash,
        mustChangePassword: true,
        enabled: true,
        createdAt: now,
        updatedAt: now,
      });
      await replaceUserRoles(tx, row.id, input.roleIds);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'staffUser.create',
        target: { type: 'staffUser', id: row.id },
        detail: {
          username: row.username,
          name: row.name,
          deptId: row.deptId,
          roles: roleNames,
          smsTo: maskMobile(row.mobile),
        },
        ip: meta.ip,
      });
      return row;
    })
    .catch(rethrowDuplicate);

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    { mobile: user.mobile, text: staffAccountCreatedSms(user.name, user.username, password) },
    {
      // Only if the account is still the one just made (nobody signed in and changed its password meanwhile).
      undo: (tx) => deleteStaffUserRow(tx, user.id, passwordHash),
      withdrawn: {
        action: 'staffUser.createWithdrawn',
        target: { type: 'staffUser', id: user.id },
        detail: { username: user.username },
      },
      notDone: '账号未创建',
    },
  );
  return { id: user.id, mobile: maskMobile(user.mobile) };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export async function updateStaffUser(deps: Deps, principal: Principal, input: StaffUserUpdate, meta: RequestMeta) {
  await deps.db
    .transaction((tx) =>
      keepingAUserAdmin(tx, async () => {
        const row = await lockStaffUser(tx, input.id);
        if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
        const before = await roleIdsOf(tx, row.id);
        const after = [...input.roleIds].sort((a, b) => a - b);
        const rolesChange = !sameIds(before, after);
        if (rolesChange && row.id === principal.userId) throw ruleBroken(AccountRule.SELF_ROLES);
        if (await mobileTaken(tx, input.mobile, row.id)) throw ruleBroken(AccountRule.MOBILE_TAKEN);
        const roleNames = await checkReferences(tx, input);
        await updateStaffUserRow(tx, row.id, {
          name: input.name,
          mobile: input.mobile,
          deptId: input.deptId,
          updatedAt: deps.clock.now(),
        });
        if (rolesChange) await replaceUserRoles(tx, row.id, after);
        await audit(tx, deps.clock, {
          actor: actorOf(principal),
          action: 'staffUser.update',
          target: { type: 'staffUser', id: row.id },
          detail: {
            username: row.username,
            name: input.name,
            deptId: input.deptId,
            ...(input.mobile !== row.mobile && { mobile: maskMobile(input.mobile) }),
            ...(rolesChange && { roles: roleNames }),
          },
          ip: meta.ip,
        });
      }),
    )
    .catch(rethrowDuplicate);
}

export async function setStaffUserEnabled(
  deps: Deps,
  principal: Principal,
  input: { id: number; enabled: boolean },
  meta: RequestMeta,
) {
  if (!input.enabled && input.id === principal.userId) throw ruleBroken(AccountRule.SELF_DISABLE);
  await deps.db.transaction((tx) =>
    keepingAUserAdmin(tx, async () => {
      const row = await lockStaffUser(tx, input.id);
      if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
      if (row.enabled === input.enabled) return;
      const now = deps.clock.now();
      await updateStaffUserRow(tx, row.id, { enabled: input.enabled, updatedAt: now });
      // A disabled user is out at once: every token ends with this commit, not at its expiry.
      if (!input.enabled) await revokeAllSessions(tx, 'staff', row.id, now);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: input.enabled ? 'staffUser.enable' : 'staffUser.disable',
        target: { type: 'staffUser', id: row.id },
        detail: { username: row.username, name: row.name },
        ip: meta.ip,
      });
    }),
  );
}

export async function resetStaffPassword(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (tx) => {
    const row = await lockStaffUser(tx, id);
    if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
    const now = deps.clock.now();
    await updateStaffUserRow(tx, row.id, { passwordHash, mustChangePassword: true, updatedAt: now });
    // Like a password change (PRODUCT §7): every token of the old password stops working.
    await revokeAllSessions(tx, 'staff', row.id, now);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'staffUser.resetPassword',
      target: { type: 'staffUser', id: row.id },
      detail: { username: row.username, name: row.name, smsTo: maskMobile(row.mobile) },
      ip: meta.ip,
    });
    return row;
  });

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    { mobile: user.mobile, text: staffPasswordResetSms(user.name, user.username, password) },
    {
      undo: (tx) =>
        swapStaffPasswordHash(tx, user.id, passwordHash, {
          passwordHash: user.passwordHash,
          mustChangePassword: user.mustChangePassword,
          updatedAt: deps.clock.now(),
        }),
      withdrawn: {
        action: 'staffUser.resetPasswordWithdrawn',
        target: { type: 'staffUser', id: user.id },
        detail: { username: user.username },
      },
      notDone: '密码未重置',
    },
  );
  return { id: user.id, mobile: maskMobile(user.mobile) };
}
