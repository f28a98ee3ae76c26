import { ErrorCode, specialistAuthApi, staffAuthApi, venderAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createStaff, createSupplier } from '../../../test/factories.ts';
import { specialists, staffUsers, suppliers } from '../../db/schema/index.ts';
import { accountStores } from './account-stores.ts';

/**
 * Every area's accounts go through one store shape (account-store.ts): the refusal that stops a sign-in is the same
 * one that ends a live session at its next request, and each store reads the same record fields.
 */
const { t, api } = useTestApp();

const areas = [
  {
    role: 'staff' as const,
    signIn: async () => {
      const u = await createStaff(t.db);
      return {
        id: u.id,
        mobile: u.mobile,
        account: u.username,
        token: await api.staffToken(u.username, u.password),
        probe: staffAuthApi.getAuth.path,
      };
    },
    refuse: (id: number) => t.db.update(staffUsers).set({ enabled: false }).where(eq(staffUsers.id, id)),
    refusal: '账号已停用，请联系管理员',
  },
  {
    role: 'specialist' as const,
    signIn: async () => {
      const s = await createSpecialist(t.db);
      const reply = await api.post<{ token: string }>(specialistAuthApi.login.path, {
        account: s.account,
        password: s.password,
      });
      return {
        id: s.id,
        mobile: s.mobile,
        account: s.account!,
        token: reply.body.data!.token,
        probe: specialistAuthApi.logout.path,
      };
    },
    refuse: (id: number) => t.db.update(specialists).set({ enabled: false }).where(eq(specialists.id, id)),
    refusal: '账号已停用，请联系采购管理部',
  },
  {
    role: 'vender' as const,
    signIn: async () => {
      const v = await createSupplier(t.db);
      const reply = await api.post<{ token: string }>(venderAuthApi.login.path, {
        account: v.account,
        password: v.password,
      });
      return {
        id: v.id,
        mobile: v.mobile,
        account: v.account,
        token: reply.body.data!.token,
        probe: venderAuthApi.logout.path,
      };
    },
    refuse: (id: number) => t.db.update(suppliers).set({ status: 'frozen' }).where(eq(suppliers.id, id)),
    refusal: '账号已被冻结，请联系采购管理部',
  },
];

describe.each(areas)('the $role account store', (area) => {
  it('finds the account by what the user types, by mobile and by id, as the same record', async () => {
    const signedIn = await area.signIn();
    const store = accountStores[area.role];
    const byId = await store.byId(t.db, signedIn.id);
    expect(byId).toMatchObject({ id: signedIn.id, account: signedIn.account, mustChangePassword: false });
    expect(byId!.refusal).toBeUndefined();
    expect(await store.byAccount(t.db, signedIn.account)).toEqual(byId);
    expect(await store.byMobile(t.db, signedIn.mobile)).toEqual(byId);
    expect(await store.byAccount(t.db, `${signedIn.account}-nobody`)).toBeUndefined();
  });

  it('ends a live session with the same refusal that stops the sign-in', async () => {
    const signedIn = await area.signIn();
    await area.refuse(signedIn.id);
    expect((await accountStores[area.role].byId(t.db, signedIn.id))!.refusal).toBe(area.refusal);
    const reply = await api.post(signedIn.probe, {}, { token: signedIn.token });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});
