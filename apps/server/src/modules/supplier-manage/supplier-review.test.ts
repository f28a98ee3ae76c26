import { ErrorCode, type SupplierSelf, supplierApi, supplierManageApi, venderAuthApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { supplierManagerToken, supplierTableCounts, warmPool } from '../../../test/kits/blacklist.ts';
import { companyWithDocuments, smsTo, supplierRow } from '../../../test/kits/supplier-manage.ts';
import { setReviewOutcome } from '../../../test/kits/suppliers.ts';
import { auditLogs, supplierEvents } from '../../db/schema/index.ts';
import { type ReviewLog, sendReviewResult } from './review-sms.ts';

const { t, api } = useTestApp();
const IP = '198.51.100.23';
let staff: ApiClient;
let token: string;
let staffName: string;
beforeAll(async () => {
  staff = new ApiClient(t.app, IP);
  ({ token, name: staffName } = await supplierManagerToken(t.db, api));
});

const review = (body: object) => staff.post(supplierManageApi.audit.path, body, { token });
const eventsOf = (id: number) =>
  t.db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, id)).orderBy(supplierEvents.id);
const auditOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'supplier'), eq(auditLogs.targetId, String(id)), eq(auditLogs.action, action)));

async function expectRefused(body: object, code: number, msg: string) {
  const before = await supplierTableCounts(t.db);
  expect((await review(body)).body).toEqual({ code, msg });
  expect(await supplierTableCounts(t.db)).toEqual(before);
}

describe('POST /api/supplerManage/audit', () => {
  it('approves a pending company: history, audit with the IP, and an SMS telling it', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    const reply = await review({ id: company.id, pass: true });
    expect(reply.body).toEqual({ code: 0, msg: '审核通过，已短信通知供应商' });
    expect(await supplierRow(t.db, company.id)).toMatchObject({ status: 'approved', statusReason: '' });
    expect((await eventsOf(company.id)).map((e) => [e.action, e.actorRole, e.actorName])).toEqual([
      ['register', 'vender', company.form.companyName],
      ['approve', 'staff', staffName],
    ]);
    const [log] = await auditOf(company.id, 'supplier.approve');
    expect(log).toMatchObject({ ip: IP, actorName: staffName, actorRole: 'staff' });
    const [sms] = await smsTo(api, company.form.mobile);
    expect(sms).toContain(company.form.companyName);
    expect(sms).toContain('审核通过');
  });

  it('rejects with the reason the company then sees, and texts it the reason', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    const reason = '营业执照照片模糊，请重新上传清晰的扫描件';
    expect((await review({ id: company.id, pass: false, reason: `  ${reason} ` })).body).toEqual({
      code: 0,
      msg: '已驳回，已短信通知供应商',
    });
    expect(await supplierRow(t.db, company.id)).toMatchObject({ status: 'rejected', statusReason: reason });
    const info = await api.get<SupplierSelf>(supplierApi.info.path, { token: company.token });
    expect(info.body.data).toMatchObject({ status: 'rejected', reviewReason: reason, canEnrol: false });
    expect((await eventsOf(company.id)).at(-1)).toMatchObject({ action: 'reject', reason });
    expect(await auditOf(company.id, 'supplier.reject')).toEqual([expect.objectContaining({ ip: IP })]);
    const [sms] = await smsTo(api, company.form.mobile);
    expect(sms).toContain(`原因：${reason}`);
  });

  it('requires a reason to reject, and refuses bad input, changing nothing', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    await expectRefused({ id: company.id, pass: false }, ErrorCode.INVALID_INPUT, '请输入驳回原因');
    await expectRefused({ id: company.id, pass: false, reason: '   ' }, ErrorCode.INVALID_INPUT, '请输入驳回原因');
    await expectRefused({ id: company.id, pass: 'yes' }, ErrorCode.INVALID_INPUT, '请选择审核结果');
    await expectRefused(
      { id: company.id, pass: false, reason: '因'.repeat(501) },
      ErrorCode.INVALID_INPUT,
      '审核意见不能超过500个字符',
    );
    await expectRefused({ id: 2_000_000_000, pass: true }, ErrorCode.NOT_FOUND, '供应商不存在');
    expect(await supplierRow(t.db, company.id)).toMatchObject({ status: 'pending' });
    expect(await smsTo(api, company.form.mobile)).toHaveLength(1); // the registration code only
  });

  it.each([
    ['approved', '审核通过'],
    ['rejected', '已驳回'],
    ['frozen', '已冻结'],
  ] as const)('refuses to review a company that is %s, changing nothing', async (status, label) => {
    const company = await companyWithDocuments(t.app, api, t.db, { status });
    for (const pass of [true, false]) {
      await expectRefused(
        { id: company.id, pass, reason: '复核' },
        ErrorCode.RULE,
        `该供应商不是待审核状态（当前为${label}），不能审核`,
      );
    }
    expect((await supplierRow(t.db, company.id)).status).toBe(status);
  });

  it('lets one of several reviewers acting at once decide; the others are refused', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    await warmPool(t.db);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => review({ id: company.id, pass: i % 2 === 0, reason: `意见${i}` })),
    );
    const accepted = replies.filter((r) => r.body.code === 0);
    expect(accepted).toHaveLength(1);
    for (const r of replies.filter((r) => r.body.code !== 0)) {
      expect(r.body.msg).toMatch(/^该供应商不是待审核状态（当前为(审核通过|已驳回)），不能审核$/);
    }
    const decided = (await eventsOf(company.id)).filter((e) => e.action !== 'register');
    expect(decided).toHaveLength(1);
    expect((await supplierRow(t.db, company.id)).status).toBe(
      decided[0]!.action === 'approve' ? 'approved' : 'rejected',
    );
    expect(await smsTo(api, company.form.mobile)).toHaveLength(2);
  });

  it('keeps the review when the SMS cannot be sent, and says so', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      expect((await review({ id: company.id, pass: true })).body).toEqual({
        code: 0,
        msg: '审核通过，但短信通知发送失败，请电话告知供应商',
      });
    } finally {
      sms.send = send;
    }
    expect((await supplierRow(t.db, company.id)).status).toBe('approved');
    expect(await auditOf(company.id, 'supplier.approve')).toHaveLength(1);
  });

  it('logs a failed send without the text: neither the company, nor the reason, nor the whole number', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as ReviewLog;
    const failing = {
      kind: 'http' as const,
      send: async () => {
        throw new Error('SMS gateway answered 502');
      },
    };
    const to = { supplierId: 7, mobile: '13912345678', companyName: '江北供水材料有限公司' };
    const reason = '营业执照已过有效期';
    expect(
      await sendReviewResult({ ...t.app.deps, sms: failing }, log, to, {
        pass: false,
        reason,
        baseUrl: 'https://caigou.example.cn',
      }),
    ).toBe(false);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('139****5678');
    expect(logged).toContain('SMS gateway answered 502');
    for (const secret of [to.companyName, reason, to.mobile]) expect(logged).not.toContain(secret);
  });

  it('takes the company back to review after a resubmission, and reviews it again', async () => {
    const company = await companyWithDocuments(t.app, api, t.db);
    await setReviewOutcome(t.db, company.id, 'pending');
    expect((await review({ id: company.id, pass: true })).body.code).toBe(0);
    const login = await api.post(venderAuthApi.login.path, {
      account: company.form.account,
      password: company.form.password,
    });
    expect(login.body).toMatchObject({ code: 0, data: { suppler: { status: 'approved' } } });
  });
});
