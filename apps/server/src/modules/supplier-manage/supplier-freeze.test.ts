import { ErrorCode, supplierApi, supplierManageApi, venderAuthApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { supplierManagerToken, supplierTableCounts, warmPool } from '../../../test/kits/blacklist.ts';
import { companyWithDocuments, supplierRow } from '../../../test/kits/supplier-manage.ts';
import { auditLogs, supplierEvents } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
const IP = '192.0.2.77';
let staff: ApiClient;
let token: string;
beforeAll(async () => {
  staff = new ApiClient(t.app, IP);
  ({ token } = await supplierManagerToken(t.db, api));
});

const freeze = (id: number, reason = '资质证书造假，暂停交易') =>
  staff.post(supplierManageApi.freeze.path, { id, reason }, { token });
const unfreeze = (id: number, reason = '核查完毕，恢复交易') =>
  staff.post(supplierManageApi.unfreeze.path, { id, reason }, { token });
const login = (form: { account: string; password: string }) =>
  api.post(venderAuthApi.login.path, { account: form.account, password: form.password });

async function expectRefused(call: () => Promise<{ body: unknown }>, code: number, msg: string) {
  const before = await supplierTableCounts(t.db);
  expect((await call()).body).toEqual({ code, msg });
  expect(await supplierTableCounts(t.db)).toEqual(before);
}

describe('POST /api/supplerManage/freeze and /unfreeze', () => {
  it('freezes an approved company: its sessions end, it cannot sign in; 解冻 gives back 审核通过', async () => {
    const company = await companyWithDocuments(t.app, api, t.db, { status: 'approved' });
    expect((await freeze(company.id)).body).toEqual({ code: 0, msg: '已冻结，该供应商已被退出登录' });
    expect(await supplierRow(t.db, company.id)).toMatchObject({
      status: 'frozen',
      statusBeforeFreeze: 'approved',
      statusReason: '资质证书造假，暂停交易',
    });
    expect((await api.get(supplierApi.info.path, { token: company.token })).status).toBe(401);
    expect((await login(company.form)).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '账号已被冻结（资质证书造假，暂停交易），请联系采购管理部',
    });

    expect((await unfreeze(company.id)).body).toEqual({ code: 0, msg: '已解冻' });
    expect(await supplierRow(t.db, company.id)).toMatchObject({
      status: 'approved',
      statusBeforeFreeze: null,
      statusReason: '',
    });
    // The sessions ended at the freeze, not only while it lasted.
    expect((await api.get(supplierApi.info.path, { token: company.token })).status).toBe(401);
    expect((await login(company.form)).body).toMatchObject({ code: 0, data: { suppler: { status: 'approved' } } });

    const events = await t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, company.id));
    expect(events.slice(-2).map((e) => [e.action, e.reason])).toEqual([
      ['freeze', '资质证书造假，暂停交易'],
      ['unfreeze', '核查完毕，恢复交易'],
    ]);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'supplier'), eq(auditLogs.targetId, String(company.id))));
    const staffLines = logs.filter((l) => l.actorRole === 'staff');
    expect(staffLines.map((l) => [l.action, l.ip])).toEqual([
      ['supplier.freeze', IP],
      ['supplier.unfreeze', IP],
    ]);
  });

  it('gives a rejected company back its rejection and the reason, and a pending one back to review', async () => {
    const rejected = await companyWithDocuments(t.app, api, t.db);
    const reason = '法定代表人与营业执照不一致';
    expect(
      (await staff.post(supplierManageApi.audit.path, { id: rejected.id, pass: false, reason }, { token })).body.code,
    ).toBe(0);
    expect((await freeze(rejected.id)).body.code).toBe(0);
    expect((await unfreeze(rejected.id)).body.code).toBe(0);
    expect(await supplierRow(t.db, rejected.id)).toMatchObject({ status: 'rejected', statusReason: reason });

    const pending = await companyWithDocuments(t.app, api, t.db);
    expect((await freeze(pending.id)).body.code).toBe(0);
    // While frozen it cannot be reviewed either.
    await expectRefused(
      () => staff.post(supplierManageApi.audit.path, { id: pending.id, pass: true }, { token }),
      ErrorCode.RULE,
      '该供应商不是待审核状态（当前为已冻结），不能审核',
    );
    expect((await unfreeze(pending.id)).body.code).toBe(0);
    expect((await supplierRow(t.db, pending.id)).status).toBe('pending');
  });

  it('refuses the wrong state, a missing reason and an unknown company, changing nothing', async () => {
    const company = await companyWithDocuments(t.app, api, t.db, { status: 'approved' });
    await expectRefused(() => unfreeze(company.id), ErrorCode.RULE, '该供应商未被冻结');
    await expectRefused(() => freeze(company.id, ' '), ErrorCode.INVALID_INPUT, '请输入原因');
    await expectRefused(() => freeze(2_000_000_000), ErrorCode.NOT_FOUND, '供应商不存在');
    expect((await freeze(company.id)).body.code).toBe(0);
    await expectRefused(() => freeze(company.id), ErrorCode.RULE, '该供应商已被冻结');
    await expectRefused(() => unfreeze(company.id, ''), ErrorCode.INVALID_INPUT, '请输入原因');
  });

  it('a freeze and a review sent at once: the company ends frozen, remembering what the review decided', async () => {
    const companies = await Promise.all([1, 2, 3].map(() => companyWithDocuments(t.app, api, t.db)));
    await warmPool(t.db);
    const replies = await Promise.all(
      companies.flatMap((c) => [
        staff.post(supplierManageApi.audit.path, { id: c.id, pass: true }, { token }),
        freeze(c.id),
      ]),
    );
    for (const [i, company] of companies.entries()) {
      const [reviewed, frozen] = [replies[2 * i]!.body, replies[2 * i + 1]!.body];
      expect(frozen.code).toBe(0);
      const row = await supplierRow(t.db, company.id);
      const events = await t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, company.id));
      if (reviewed.code === 0) {
        // The review came first: 解冻 will give back 审核通过.
        expect(row).toMatchObject({ status: 'frozen', statusBeforeFreeze: 'approved' });
        expect(events.map((e) => e.action)).toEqual(['register', 'approve', 'freeze']);
      } else {
        expect(reviewed.msg).toBe('该供应商不是待审核状态（当前为已冻结），不能审核');
        expect(row).toMatchObject({ status: 'frozen', statusBeforeFreeze: 'pending' });
        expect(events.map((e) => e.action)).toEqual(['register', 'freeze']);
      }
    }
  });
});
