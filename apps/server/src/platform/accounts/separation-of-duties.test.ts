import {
  AccountRule,
  ALL_PERMISSIONS,
  accountApi,
  auditActionLabel,
  auditTargetLabel,
  ErrorCode,
  grantBeyondOwnMessage,
  Permission,
  roleApi,
} from '@swp/core';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff, PASSWORD, uniqueMobile } from '../../../test/factories.ts';
import {
  accountState,
  enabledOf,
  outbox,
  passwordIn,
  permsOfToken,
  signedInUserAdmin,
} from '../../../test/kits/accounts.ts';
import { auditLogs, roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';

/**
 * Each path the security review took, as the attacker (账号管理 alone, or with one more permission)
 * and as a legitimate administrator. The seeded 系统管理员 (admin) is the attacker's target.
 */
const { t, api } = useTestApp();

type Staff = Awaited<ReturnType<typeof signedInUserAdmin>>;
let attacker: Staff;
let admin: { id: number; mobile: string; name: string };
let adminRoleId: number;
beforeAll(async () => {
  attacker = await signedInUserAdmin(t.db, api, [Permission.user]);
  const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'admin'));
  admin = row!;
  adminRoleId = (await t.db.select().from(roles).where(eq(roles.name, '系统管理员')))[0]!.id;
});

const OTHERS = ALL_PERMISSIONS.filter((p) => p !== Permission.user);
const roleIdOf = async (userId: number) =>
  (await t.db.select().from(staffUserRoles).where(eq(staffUserRoles.userId, userId)))[0]!.roleId;
let seq = 0;
const roleName = () => `职责${Date.now().toString(36)}${seq++}`;
const newAccount = (roleIds: number[]) => ({
  username: `sod${Date.now().toString(36)}${seq++}`,
  name: '赵测试',
  mobile: uniqueMobile(),
  deptId: null,
  roleIds,
});
const asUpdate = (u: { id: number; name: string; mobile: string }, roleIds: number[]) => ({
  id: u.id,
  name: u.name,
  mobile: u.mobile,
  deptId: null,
  roleIds,
});

/** Runs a refused call: its answer is the rule's message, and nothing (rows, audit, SMS) changed. */
async function refused(path: string, body: object, token: string, msg: string, watch: string[] = []) {
  const before = await accountState(t.db);
  const reply = await api.post(path, body, { token });
  expect(reply.body, path).toEqual({ code: ErrorCode.RULE, msg });
  expect(await accountState(t.db)).toEqual(before);
  for (const mobile of watch) expect(await outbox(api, mobile), mobile).toEqual([]);
}

describe('the attacker (账号管理 alone)', () => {
  it('cannot redefine its own role with every permission, and holds no more when it signs in again', async () => {
    const own = await roleIdOf(attacker.id);
    await refused(
      roleApi.update.path,
      { id: own, name: roleName(), perms: [...ALL_PERMISSIONS] },
      attacker.token,
      AccountRule.OWN_ROLE,
    );
    await refused(roleApi.delete.path, { id: own }, attacker.token, AccountRule.OWN_ROLE);
    const again = await api.staffToken(attacker.username, PASSWORD);
    expect(await permsOfToken(api, again)).toEqual([Permission.user]);
  });

  it('cannot create a role with every permission, nor edit or delete the administrators’ role', async () => {
    await refused(
      roleApi.create.path,
      { name: roleName(), perms: [...ALL_PERMISSIONS] },
      attacker.token,
      grantBeyondOwnMessage(OTHERS),
    );
    expect(grantBeyondOwnMessage([Permission.analysis])).toBe('不能授予自己没有的权限：“统计分析”');
    const body = { id: adminRoleId, name: '系统管理员', perms: [Permission.user] };
    await refused(roleApi.update.path, body, attacker.token, AccountRule.ROLE_ABOVE_YOU);
    await refused(roleApi.delete.path, { id: adminRoleId }, attacker.token, AccountRule.ROLE_ABOVE_YOU);
  });

  it('cannot create an account with a role above its permissions, nor give one to an account', async () => {
    const account = newAccount([adminRoleId]);
    await refused(accountApi.create.path, account, attacker.token, grantBeyondOwnMessage(OTHERS), [account.mobile]);
    const peer = await createStaff(t.db, { perms: [Permission.user] });
    const peerRole = await roleIdOf(peer.id);
    const msg = grantBeyondOwnMessage(OTHERS);
    await refused(accountApi.update.path, asUpdate(peer, [peerRole, adminRoleId]), attacker.token, msg, [peer.mobile]);
  });

  it('cannot change the administrator’s mobile or roles, reset its password, or disable it', async () => {
    const mine = uniqueMobile();
    const adminRoles = [adminRoleId];
    const cases: [string, object, string][] = [
      [accountApi.update.path, { ...asUpdate(admin, adminRoles), mobile: mine }, AccountRule.ABOVE_YOU_MOBILE],
      [accountApi.update.path, asUpdate(admin, []), AccountRule.ABOVE_YOU_ROLES],
      [accountApi.resetPassword.path, { id: admin.id }, AccountRule.ABOVE_YOU_PASSWORD],
      [accountApi.setEnabled.path, { id: admin.id, enabled: false }, AccountRule.ABOVE_YOU_DISABLE],
    ];
    for (const [path, body, msg] of cases) await refused(path, body, attacker.token, msg, [mine, admin.mobile]);
    expect(await enabledOf(t.db, admin.id)).toBe(true);
    // The administrator still signs in with its own password.
    expect((await api.loginStaff('admin', 'Admin@2026')).body.code).toBe(0);
  });

  it('with one more permission, may hand out that one but not others, and reach only accounts within it', async () => {
    const analyst = await signedInUserAdmin(t.db, api, [Permission.user, Permission.analysis]);
    const made = await api.post<{ id: number }>(
      roleApi.create.path,
      { name: roleName(), perms: [Permission.analysis] },
      { token: analyst.token },
    );
    expect(made.body.code, made.body.msg).toBe(0);
    const msg = grantBeyondOwnMessage([Permission.project]);
    await refused(
      roleApi.create.path,
      { name: roleName(), perms: [Permission.analysis, Permission.project] },
      analyst.token,
      msg,
    );

    const account = newAccount([made.body.data!.id]);
    expect((await api.post(accountApi.create.path, account, { token: analyst.token })).body.code).toBe(0);
    // Once the administrator holds that role too, redefining it would change the administrator: refused.
    await t.db.insert(staffUserRoles).values({ userId: admin.id, roleId: made.body.data!.id });
    const redefine = { id: made.body.data!.id, name: roleName(), perms: [Permission.user] };
    await refused(roleApi.update.path, redefine, analyst.token, AccountRule.ROLE_HELD_ABOVE);
    await t.db
      .delete(staffUserRoles)
      .where(and(eq(staffUserRoles.userId, admin.id), eq(staffUserRoles.roleId, made.body.data!.id)));
    // caigou (项目管理 and 专家管理) holds what the analyst lacks.
    const [caigou] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'caigou'));
    await refused(accountApi.resetPassword.path, { id: caigou!.id }, analyst.token, AccountRule.ABOVE_YOU_PASSWORD);
    // An account within its permissions (the attacker's, 账号管理 alone) it may disable.
    const peer = await createStaff(t.db, { perms: [Permission.user] });
    expect(
      (await api.post(accountApi.setEnabled.path, { id: peer.id, enabled: false }, { token: analyst.token })).body.code,
    ).toBe(0);
  });

  it('sees in the lists what it may not do, with the server’s reasons', async () => {
    const list = await api.call(accountApi.list, { pageSize: 100 }, { token: attacker.token });
    const row = (id: number) => list.body.data!.list.find((u) => u.id === id)!;
    expect(row(admin.id).refusals).toEqual({
      changeMobile: AccountRule.ABOVE_YOU_MOBILE,
      changeRoles: AccountRule.ABOVE_YOU_ROLES,
      resetPassword: AccountRule.ABOVE_YOU_PASSWORD,
      disable: AccountRule.ABOVE_YOU_DISABLE,
    });
    expect(row(attacker.id).refusals).toEqual({
      changeRoles: AccountRule.SELF_ROLES,
      disable: AccountRule.SELF_DISABLE,
    });
    const rolesList = (await api.call(roleApi.list, undefined, { token: attacker.token })).body.data!;
    const attackerRole = await roleIdOf(attacker.id);
    expect(rolesList.find((r) => r.id === adminRoleId)).toMatchObject({
      grantable: false,
      refusals: { edit: AccountRule.ROLE_ABOVE_YOU, delete: AccountRule.ROLE_ABOVE_YOU },
    });
    expect(rolesList.find((r) => r.id === attackerRole)?.refusals).toEqual({
      edit: AccountRule.OWN_ROLE,
      delete: AccountRule.OWN_ROLE,
    });
  });
});

describe('a legitimate administrator', () => {
  let boss: Staff;
  beforeAll(async () => {
    boss = await signedInUserAdmin(t.db, api);
  });

  it('redefines a role it does not hold with every permission, creates one, and gives it to a new account', async () => {
    const theirs = await roleIdOf(attacker.id);
    const redefined = await api.post(
      roleApi.update.path,
      { id: theirs, name: roleName(), perms: [...ALL_PERMISSIONS] },
      { token: boss.token },
    );
    expect(redefined.body.code, redefined.body.msg).toBe(0);
    expect(await permsOfToken(api, attacker.token)).toEqual([...ALL_PERMISSIONS].sort());
    // Put back: the attacker holds 账号管理 alone again.
    const back = { id: theirs, name: roleName(), perms: [Permission.user] };
    expect((await api.post(roleApi.update.path, back, { token: boss.token })).body.code).toBe(0);

    const created = await api.post<{ id: number }>(
      roleApi.create.path,
      { name: roleName(), perms: [...ALL_PERMISSIONS] },
      { token: boss.token },
    );
    expect(created.body.code, created.body.msg).toBe(0);
    const account = newAccount([created.body.data!.id]);
    const made = await api.post<{ id: number }>(accountApi.create.path, account, { token: boss.token });
    expect(made.body.code, made.body.msg).toBe(0);
    const [sms] = await outbox(api, account.mobile);
    const token = await api.staffToken(account.username, passwordIn(sms!));
    expect(await permsOfToken(api, token)).toEqual([...ALL_PERMISSIONS].sort());
    expect(await auditActions(t.db, 'role', created.body.data!.id)).toEqual(['role.create']);
  });

  it('yet cannot redefine or delete a role it holds itself', async () => {
    const own = await roleIdOf(boss.id);
    await refused(
      roleApi.update.path,
      { id: own, name: roleName(), perms: [Permission.user] },
      boss.token,
      AccountRule.OWN_ROLE,
    );
  });

  it('changes another administrator’s mobile and roles, resets its password and disables it', async () => {
    const other = await createStaff(t.db, { perms: [...ALL_PERMISSIONS] });
    const mobile = uniqueMobile();
    const updated = await api.post(
      accountApi.update.path,
      { ...asUpdate(other, [adminRoleId]), mobile },
      { token: boss.token },
    );
    expect(updated.body.code, updated.body.msg).toBe(0);
    const reset = await api.post<{ mobile: string }>(
      accountApi.resetPassword.path,
      { id: other.id },
      { token: boss.token },
    );
    expect(reset.body.code, reset.body.msg).toBe(0);
    const disabled = await api.post(
      accountApi.setEnabled.path,
      { id: other.id, enabled: false },
      { token: boss.token },
    );
    expect(disabled.body.code, disabled.body.msg).toBe(0);
    expect(await auditActions(t.db, 'staffUser', other.id)).toEqual([
      'staffUser.update',
      'staffUser.resetPassword',
      'staffUser.disable',
    ]);
  });

  it('the seeded 系统管理员 holds every permission and manages the seeded 采购专员 caigou', async () => {
    const token = await api.staffToken();
    expect(await permsOfToken(api, token)).toEqual([...ALL_PERMISSIONS].sort());
    const list = await api.call(accountApi.list, { keyword: 'caigou' }, { token });
    expect(list.body.data!.list[0]).toMatchObject({ username: 'caigou', refusals: {} });
    const rolesList = (await api.call(roleApi.list, undefined, { token })).body.data!;
    expect(rolesList.find((r) => r.name === '采购专员')).toMatchObject({
      grantable: true,
      refusals: { delete: AccountRule.ROLE_IN_USE },
    });
    expect(rolesList.find((r) => r.name === '系统管理员')?.refusals).toEqual({
      edit: AccountRule.OWN_ROLE,
      delete: AccountRule.OWN_ROLE,
    });
    expect((await api.buyerToken()).length).toBeGreaterThan(0);
  });
});

describe('the 操作日志', () => {
  it('names in Chinese every action and object this file’s changes wrote', async () => {
    const rows = await t.db
      .selectDistinct({ action: auditLogs.action, type: auditLogs.targetType })
      .from(auditLogs)
      .where(inArray(auditLogs.targetType, ['staffUser', 'role']));
    expect(rows.length).toBeGreaterThan(4);
    for (const { action, type } of rows) {
      expect(auditActionLabel(action), action).not.toBe(action);
      expect(auditTargetLabel(type), type).not.toBe(type);
    }
  });
});
