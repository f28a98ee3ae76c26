import { AccountPath, AccountRule, ErrorCode, Permission, RolePath } from '@swp/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import type { Db } from '../../db/client.ts';
import { roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';
import { accountState, signedInUserAdmin } from './test-kit.ts';

/**
 * The last enabled holder of 账号管理 can be neither disabled nor stripped of it. This file owns its database: it
 * disables every seeded holder so that the two it creates are the only ones.
 */
const { t, api } = useTestApp();

async function enabledHolders(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffUserRoles, eq(staffUserRoles.userId, staffUsers.id))
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(and(eq(staffUsers.enabled, true), sql`${Permission.user} = any(${roles.perms})`));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Leaves exactly two enabled holders, each through a role of their own. */
async function twoHolders() {
  const a = await signedInUserAdmin(t.db, api);
  const b = await signedInUserAdmin(t.db, api);
  await t.db
    .update(staffUsers)
    .set({ enabled: true })
    .where(inArray(staffUsers.id, [a.id, b.id]));
  const others = (await enabledHolders(t.db)).filter((id) => id !== a.id && id !== b.id);
  if (others.length > 0) await t.db.update(staffUsers).set({ enabled: false }).where(inArray(staffUsers.id, others));
  const roleOf = async (id: number) =>
    (await t.db.select().from(staffUserRoles).where(eq(staffUserRoles.userId, id)))[0]!.roleId;
  return { a: { ...a, roleId: await roleOf(a.id) }, b: { ...b, roleId: await roleOf(b.id) } };
}

beforeAll(async () => {
  // No account outside this file's holders keeps the permission enabled.
  await t.db.update(staffUsers).set({ enabled: false }).where(sql`true`);
});

describe('the last account manager', () => {
  it('refuses to strip 账号管理 from the role of the only holder, and changes nothing', async () => {
    const { a, b } = await twoHolders();
    expect((await api.post(AccountPath.setEnabled, { id: b.id, enabled: false }, { token: a.token })).body.code).toBe(
      0,
    );
    expect(await enabledHolders(t.db)).toEqual([a.id]);

    const before = await accountState(t.db);
    const strip = await api.post(
      RolePath.update,
      { id: a.roleId, name: `r${a.roleId}`, perms: [Permission.project] },
      { token: a.token },
    );
    expect(strip.body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.LAST_USER_ADMIN });
    expect(await accountState(t.db)).toEqual(before);

    // With a second holder the same change is allowed.
    expect((await api.post(AccountPath.setEnabled, { id: b.id, enabled: true }, { token: a.token })).body.code).toBe(0);
    const allowed = await api.post(
      RolePath.update,
      { id: a.roleId, name: `r${a.roleId}`, perms: [Permission.project] },
      { token: a.token },
    );
    expect(allowed.body.code, allowed.body.msg).toBe(0);
    expect(await enabledHolders(t.db)).toEqual([b.id]);
  });

  it('two managers disabling each other at the same moment: exactly one succeeds, one manager remains', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await twoHolders();
      const [ab, ba] = await Promise.all([
        api.post(AccountPath.setEnabled, { id: b.id, enabled: false }, { token: a.token }),
        api.post(AccountPath.setEnabled, { id: a.id, enabled: false }, { token: b.token }),
      ]);
      const succeeded = [ab, ba].filter((r) => r.status === 200 && r.body.code === 0);
      expect(succeeded, JSON.stringify([ab.body, ba.body])).toHaveLength(1);
      // The other is refused by the rule, or (if its session was read after the first commit) as signed out.
      const refused = ab === succeeded[0] ? ba : ab;
      expect([AccountRule.LAST_USER_ADMIN, '登录已失效，请重新登录']).toContain(refused.body.msg);
      expect(await enabledHolders(t.db)).toHaveLength(1);
    }
  });

  it('stripping one holder’s role while the other is disabled, at the same moment: one manager remains', async () => {
    for (let round = 0; round < 3; round++) {
      const { a, b } = await twoHolders();
      const [strip, disable] = await Promise.all([
        api.post(
          RolePath.update,
          { id: a.roleId, name: `r${a.roleId}`, perms: [Permission.project] },
          { token: b.token },
        ),
        api.post(AccountPath.setEnabled, { id: b.id, enabled: false }, { token: a.token }),
      ]);
      const succeeded = [strip, disable].filter((r) => r.status === 200 && r.body.code === 0);
      expect(succeeded, JSON.stringify([strip.body, disable.body])).toHaveLength(1);
      expect(await enabledHolders(t.db)).toHaveLength(1);
    }
  });
});
