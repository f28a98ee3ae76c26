import { AccountRule, accountApi, ErrorCode, Permission, roleApi } from '@swp/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff } from '../../../test/factories.ts';
import { accountState, signedInUserAdmin } from '../../../test/kits/accounts.ts';

const { t, api } = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await signedInUserAdmin(t.db, api)).token;
});

let seq = 0;
const roleName = () => `角色${Date.now().toString(36)}${seq++}`;
const listRoles = async () => (await api.call(roleApi.list, undefined, { token })).body.data!;

describe('roles', () => {
  it('creates, edits and deletes a role; permissions keep the catalogue’s order', async () => {
    const name = roleName();
    const created = await api.post<{ id: number }>(
      roleApi.create.path,
      { name, description: '只管专家', perms: [Permission.specialist, Permission.project, Permission.project] },
      { token },
    );
    expect(created.body.code, created.body.msg).toBe(0);
    const id = created.body.data!.id;
    expect((await listRoles()).find((r) => r.id === id)).toMatchObject({
      name,
      description: '只管专家',
      perms: [Permission.project, Permission.specialist],
      userCount: 0,
    });

    const updated = await api.post(roleApi.update.path, { id, name, perms: [Permission.analysis] }, { token });
    expect(updated.body.code, updated.body.msg).toBe(0);
    expect((await listRoles()).find((r) => r.id === id)).toMatchObject({
      perms: [Permission.analysis],
      description: '',
    });

    expect((await api.post(roleApi.delete.path, { id }, { token })).body.code).toBe(0);
    expect((await listRoles()).some((r) => r.id === id)).toBe(false);
    expect(await auditActions(t.db, 'role', id)).toEqual(['role.create', 'role.update', 'role.delete']);
  });

  it('refuses a taken name, an unknown permission, no permission, and a role in use; nothing changes', async () => {
    const name = roleName();
    const { body } = await api.post<{ id: number }>(
      roleApi.create.path,
      { name, perms: [Permission.project] },
      { token },
    );
    const id = body.data!.id;
    const user = await createStaff(t.db);
    await api.post(
      accountApi.update.path,
      { id: user.id, name: user.name, mobile: user.mobile, deptId: null, roleIds: [id] },
      { token },
    );
    expect((await listRoles()).find((r) => r.id === id)?.userCount).toBe(1);

    const before = await accountState(t.db);
    const refusals: [string, object, { code: number; msg: string }][] = [
      [
        roleApi.create.path,
        { name, perms: [Permission.project] },
        { code: ErrorCode.RULE, msg: AccountRule.ROLE_NAME_TAKEN },
      ],
      [
        roleApi.create.path,
        { name: roleName(), perms: ['system:root'] },
        { code: ErrorCode.INVALID_INPUT, msg: '权限不正确' },
      ],
      [
        roleApi.create.path,
        { name: roleName(), perms: [] },
        { code: ErrorCode.INVALID_INPUT, msg: '请至少选择一项权限' },
      ],
      [
        roleApi.create.path,
        { name: ' ', perms: [Permission.project] },
        { code: ErrorCode.INVALID_INPUT, msg: '请输入角色名称' },
      ],
      [
        roleApi.update.path,
        { id, name: '系统管理员', perms: [Permission.project] },
        { code: ErrorCode.RULE, msg: AccountRule.ROLE_NAME_TAKEN },
      ],
      [
        roleApi.update.path,
        { id: 999999, name: roleName(), perms: [Permission.project] },
        { code: ErrorCode.NOT_FOUND, msg: AccountRule.ROLE_NOT_FOUND },
      ],
      [roleApi.delete.path, { id }, { code: ErrorCode.RULE, msg: AccountRule.ROLE_IN_USE }],
    ];
    for (const [path, input, answer] of refusals) {
      expect((await api.post(path, input, { token })).body, JSON.stringify(input)).toEqual(answer);
    }
    expect(await accountState(t.db)).toEqual(before);
  });
});
