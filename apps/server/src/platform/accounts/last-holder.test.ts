import { AccountRule, accountApi, ErrorCode, lastHolderMessage, Permission, roleApi } from '@swp/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { accountState, signedInUserAdmin } from '../../../test/kits/accounts.ts';
import type { Db } from '../../db/client.ts';
import { roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { setStaffUserEnabled, updateStaffUser } from './accounts.service.ts';
import { updateRole } from './roles.service.ts';

/**
 * The last enabled holder of each permission can be neither disabled nor stripped of it. The rules on who may touch
 * whom already keep a lone actor from doing it (it holds what it touches); what is left is two changes at the same
 * moment, each allowed alone, and a request that passed its checks before its own account changed. This file owns
 * its database: it disables every other account before each case.
 */
const { t, api } = useTestApp();

async function enabledHolders(db: Db, perm: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffUserRoles, eq(staffUserRoles.userId, staffUsers.id))
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(and(eq(staffUsers.enabled, true), sql`${perm} = any(${roles.perms})`));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Two managers, a and b, the only enabled holders of `perm` (each through a role of its own); with 统计分析 a
 * bystander holding 账号管理 alone stays enabled too, so that only the general rule (not the 账号管理 one) can refuse.
 */
async function twoHolders(perm: string) {
  await t.db.update(staffUsers).set({ enabled: false }).where(sql`true`);
  const perms = perm === Permission.user ? [Permission.user] : [Permission.user, perm];
  const a = await signedInUserAdmin(t.db, api, perms);
  const b = await signedInUserAdmin(t.db, api, perms);
  if (perm !== Permission.user) await signedInUserAdmin(t.db, api, [Permission.user]);
  const roleOf = async (id: number) =>
    (await t.db.select().from(staffUserRoles).where(eq(staffUserRoles.userId, id)))[0]!.roleId;
  const principal = (u: typeof a): Principal => ({
    role: 'staff',
    userId: u.id,
    sessionId: 0,
    name: u.name,
    account: u.username,
    perms,
    mustChangePassword: false,
  });
  return {
    a: { ...a, roleId: await roleOf(a.id), principal: principal(a) },
    b: { ...b, roleId: await roleOf(b.id), principal: principal(b) },
    perms,
  };
}

const refusal = (perm: string) => ({ code: ErrorCode.RULE, message: lastHolderMessage(perm) });
const meta = { ip: '127.0.0.1' };
const silent = { warn: () => undefined };

describe('the last holder of a permission', () => {
  it('names the permission: 账号管理’s refusal is the general one', () => {
    expect(AccountRule.LAST_USER_ADMIN).toBe('至少须保留一个启用的账号拥有“账号管理”权限');
    expect(lastHolderMessage(Permission.analysis)).toBe('至少须保留一个启用的账号拥有“统计分析”权限');
  });

  it('a request that passed its checks just before its own account was disabled cannot remove the last holder', async () => {
    const { a, b, perms } = await twoHolders(Permission.analysis);
    expect(
      (await api.post(accountApi.setEnabled.path, { id: b.id, enabled: false }, { token: a.token })).body.code,
    ).toBe(0);
    expect(await enabledHolders(t.db, Permission.analysis)).toEqual([a.id]);
    const before = await accountState(t.db);
    // b's requests, authorized a moment before it was disabled, reach the service now: every way of taking the
    // permission from a is refused, naming 统计分析 (账号管理 is still held by the bystander).
    const { deps } = t.app;
    await expect(setStaffUserEnabled(deps, b.principal, { id: a.id, enabled: false }, meta)).rejects.toMatchObject(
      refusal(Permission.analysis),
    );
    await expect(
      updateRole(
        deps,
        b.principal,
        { id: a.roleId, name: `r${a.roleId}`, description: '', perms: [Permission.user] },
        meta,
      ),
    ).rejects.toMatchObject(refusal(Permission.analysis));
    await expect(
      updateStaffUser(
        deps,
        b.principal,
        { id: a.id, name: a.name, mobile: a.mobile, deptId: null, roleIds: [] },
        meta,
        silent,
      ),
    ).rejects.toMatchObject(refusal(Permission.analysis));
    expect(await accountState(t.db)).toEqual(before);
    expect(perms).toContain(Permission.analysis);
  });

  describe.each([Permission.analysis, Permission.user])('of %s, under parallel requests', (perm) => {
    const stillRefused = [lastHolderMessage(perm), '登录已失效，请重新登录'];

    it('two managers disabling each other at the same moment: exactly one succeeds, one holder remains', async () => {
      for (let round = 0; round < 3; round++) {
        const { a, b } = await twoHolders(perm);
        const [ab, ba] = await Promise.all([
          api.post(accountApi.setEnabled.path, { id: b.id, enabled: false }, { token: a.token }),
          api.post(accountApi.setEnabled.path, { id: a.id, enabled: false }, { token: b.token }),
        ]);
        const succeeded = [ab, ba].filter((r) => r.status === 200 && r.body.code === 0);
        expect(succeeded, JSON.stringify([ab.body, ba.body])).toHaveLength(1);
        // The other is refused by the rule, or (if its session was read after the first commit) as signed out.
        expect(stillRefused).toContain((ab === succeeded[0] ? ba : ab).body.msg);
        expect(await enabledHolders(t.db, perm)).toHaveLength(1);
      }
    });

    it('one strips the other’s role of it, or takes its roles, while being disabled: one holder remains', async () => {
      for (let round = 0; round < 4; round++) {
        const { a, b, perms } = await twoHolders(perm);
        const kept = perms.filter((p) => p !== perm);
        // 账号管理 cannot be taken out of a role by a holder of nothing else (a role needs one permission it holds).
        const viaRole = round % 2 === 0 && kept.length > 0;
        const strip = viaRole
          ? api.post(roleApi.update.path, { id: a.roleId, name: `r${a.roleId}`, perms: kept }, { token: b.token })
          : api.post(
              accountApi.update.path,
              { id: a.id, name: a.name, mobile: a.mobile, deptId: null, roleIds: [] },
              { token: b.token },
            );
        const [stripped, disabled] = await Promise.all([
          strip,
          api.post(accountApi.setEnabled.path, { id: b.id, enabled: false }, { token: a.token }),
        ]);
        const succeeded = [stripped, disabled].filter((r) => r.status === 200 && r.body.code === 0);
        expect(succeeded, JSON.stringify([stripped.body, disabled.body])).toHaveLength(1);
        expect(await enabledHolders(t.db, perm)).toHaveLength(1);
        const ids = [a.id, b.id];
        expect(await t.db.select().from(staffUsers).where(inArray(staffUsers.id, ids))).toHaveLength(2);
      }
    });
  });
});
