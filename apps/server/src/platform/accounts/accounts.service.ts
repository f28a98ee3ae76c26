import {
  AccountRule,
  accountRefusals,
  grantBeyondOwnMessage,
  permsLacking,
  type StaffUser,
  type StaffUserCreate,
  type StaffUserUpdate,
  type staffUserListInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps, LinkMeta, RequestMeta } from '../../deps.ts';
import { DAY } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { randomInitialPassword } from '../auth/initial-password.ts';
import { sendPasswordSmsOrUndo } from '../auth/password-sms.ts';
import { revokeAllSessions } from '../auth/session.repo.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';
import { type AccountChangeNotice, type NoticeLog, sendAccountChangeNotice } from './account-notice.ts';
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
  updateStaffUserRow,
  usernameTaken,
} from './accounts.repo.ts';
import { type Actor, keepingEveryPermissionHeld } from './admin-guard.ts';
import { mobilesBefore, recordMobileChange } from './mobile-changes.repo.ts';
import { permsOfRoles, permsOfStaffUser } from './permission-holders.repo.ts';

/**
 * Staff accounts (账号管理). The password is random and reaches the user only by SMS, after the commit (no lock is
 * held during a gateway call); if the gateway fails a compensating transaction withdraws the change, so nobody is
 * left with a password nobody knows. Disabling ends the user's sessions in the same transaction. Every change runs
 * under `keepingEveryPermissionHeld`; who may touch what is core's `accountRefusals` (README).
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

/** The accounts, each with where a reset would text it and what the caller may not do to it (the page disables it). */
export async function listStaffUsers(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof staffUserListInput>,
): Promise<{ list: StaffUser[]; total: number; page: number; pageSize: number }> {
  const { page, pageSize, ...filter } = input;
  const found = await searchStaffUsers(deps.db, filter, { page, pageSize });
  const before = await mobilesBefore(
    deps.db,
    found.list.map((u) => u.id),
    new Date(deps.clock.now().getTime() - DAY),
  );
  const caller = { id: principal.userId, perms: principal.perms };
  const list = found.list.map((u) => {
    const refusals = accountRefusals(caller, { id: u.id, perms: permsOfRoles(u.roles) });
    const passwordSmsTo = before.get(u.id) ?? u.mobile;
    return {
      ...u,
      roles: u.roles.map(({ id, name }) => ({ id, name })),
      passwordSmsTo,
      refusals: {
        ...(passwordSmsTo === '' && before.has(u.id) && { resetPassword: AccountRule.PREVIOUS_MOBILE_NONE }),
        ...refusals,
      },
    };
  });
  return { list, total: found.total, page, pageSize };
}

/**
 * The department and the roles must exist; roles being given (`grantedBy` set) only with permissions the actor
 * holds. Unchanged roles are not given again: editing the name of an account above the actor stays possible.
 */
async function checkReferences(tx: Tx, input: { deptId: number | null; roleIds: number[] }, grantedBy?: Actor) {
  if (input.deptId !== null && !(await departmentExists(tx, input.deptId)))
    throw ruleBroken(AccountRule.DEPT_NOT_FOUND);
  const found = await findRolesByIds(tx, input.roleIds);
  if (found.length !== input.roleIds.length) throw ruleBroken(AccountRule.ROLE_NOT_FOUND);
  const missing = grantedBy ? permsLacking(grantedBy.perms, permsOfRoles(found)) : [];
  if (missing.length > 0) throw ruleBroken(grantBeyondOwnMessage(missing));
  return found.map((r) => r.name);
}

export async function createStaffUser(deps: Deps, principal: Principal, input: StaffUserCreate, meta: LinkMeta) {
  const password = randomInitialPassword();
  // Hashing (about 60 ms) happens before the transaction, so nothing is locked meanwhile.
  const passwordHash = await hashPassword(password);
  const user = await deps.db
    .transaction((tx) =>
      keepingEveryPermissionHeld(tx, principal, async (actor) => {
        await lockAccountName(tx, input.username);
        if (await usernameTaken(tx, input.username)) throw ruleBroken(AccountRule.ACCOUNT_TAKEN);
        if (await mobileTaken(tx, input.mobile)) throw ruleBroken(AccountRule.MOBILE_TAKEN);
        const roleNames = await checkReferences(tx, input, actor);
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
      }),
    )
    .catch(rethrowDuplicate);

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    {
      mobile: user.mobile,
      text: SmsTemplates.staffAccountCreated({
        name: user.name,
        account: user.username,
        password,
        baseUrl: meta.baseUrl,
      }),
    },
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

/**
 * Edits an account. Its mobile and roles are refused when it holds a permission the actor lacks, and roles only
 * with permissions the actor holds may be given. A changed mobile is recorded (for the 24-hour rule of resets), and
 * the owner is told of a changed mobile or roles by SMS after the commit; answers whether that notice went.
 */
export async function updateStaffUser(
  deps: Deps,
  principal: Principal,
  input: StaffUserUpdate,
  meta: RequestMeta,
  log: NoticeLog,
): Promise<{ noticeSent: boolean }> {
  const notice = await deps.db
    .transaction((tx) =>
      keepingEveryPermissionHeld(tx, principal, async (actor): Promise<AccountChangeNotice | undefined> => {
        const row = await lockStaffUser(tx, input.id);
        if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
        const before = await roleIdsOf(tx, row.id);
        const after = [...input.roleIds].sort((a, b) => a - b);
        const rolesChange = !sameIds(before, after);
        const mobileChange = input.mobile !== row.mobile;
        const refusals = accountRefusals(actor, { id: row.id, perms: await permsOfStaffUser(tx, row.id) });
        if (rolesChange && refusals.changeRoles) throw ruleBroken(refusals.changeRoles);
        if (mobileChange && refusals.changeMobile) throw ruleBroken(refusals.changeMobile);
        if (await mobileTaken(tx, input.mobile, row.id)) throw ruleBroken(AccountRule.MOBILE_TAKEN);
        const roleNames = await checkReferences(tx, input, rolesChange ? actor : undefined);
        const now = deps.clock.now();
        await updateStaffUserRow(tx, row.id, {
          name: input.name,
          mobile: input.mobile,
          deptId: input.deptId,
          updatedAt: now,
        });
        if (mobileChange)
          await recordMobileChange(tx, {
            userId: row.id,
            previousMobile: row.mobile,
            newMobile: input.mobile,
            changedAt: now,
            changedBy: principal.userId,
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
            ...(mobileChange && { previousMobile: maskMobile(row.mobile), mobile: maskMobile(input.mobile) }),
            ...(rolesChange && { roles: roleNames }),
          },
          ip: meta.ip,
        });
        if (!mobileChange && !rolesChange) return undefined;
        return {
          userId: row.id,
          name: input.name,
          username: row.username,
          currentMobile: input.mobile,
          ...(mobileChange && { mobile: { from: row.mobile, to: input.mobile } }),
          ...(rolesChange && { roles: roleNames }),
        };
      }),
    )
    .catch(rethrowDuplicate);
  return { noticeSent: notice ? await sendAccountChangeNotice(deps, log, notice) : true };
}

export async function setStaffUserEnabled(
  deps: Deps,
  principal: Principal,
  input: { id: number; enabled: boolean },
  meta: RequestMeta,
) {
  if (!input.enabled && input.id === principal.userId) throw ruleBroken(AccountRule.SELF_DISABLE);
  await deps.db.transaction((tx) =>
    keepingEveryPermissionHeld(tx, principal, async (actor) => {
      const row = await lockStaffUser(tx, input.id);
      if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
      if (row.enabled === input.enabled) return;
      if (!input.enabled) {
        const refused = accountRefusals(actor, { id: row.id, perms: await permsOfStaffUser(tx, row.id) }).disable;
        if (refused) throw ruleBroken(refused);
      }
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
