import { ErrorCode, type Page, Permission, type SupplierListItem, supplierManageApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { auditActions, createSupplier } from '../../../test/factories.ts';
import { blacklistDirectly, dayFrom, supplierManagerToken, supplierTableCounts } from '../../../test/kits/blacklist.ts';
import { tokenWithout } from '../../../test/kits/specialists.ts';
import { companyWithDocuments, shownIdentity } from '../../../test/kits/supplier-manage.ts';
import { auditLogs, suppliers } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
let token: string;
beforeAll(async () => {
  ({ token } = await supplierManagerToken(t.db, api));
});

async function list(filter: Record<string, unknown> = {}) {
  const reply = await api.post<Page<SupplierListItem>>(
    supplierManageApi.list.path,
    { pageSize: 100, ...filter },
    { token },
  );
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}
const idsOf = (page: Page<SupplierListItem>) => page.list.map((s) => s.id);

describe('POST /api/supplerManage/list', () => {
  it('shows each company with its ban today and its documents expired or expiring within 30 days', async () => {
    const company = await companyWithDocuments(t.app, api, t.db, {
      qualifications: [dayFrom(t.clock, -1), dayFrom(t.clock, 30), dayFrom(t.clock, 31), null],
    });
    await blacklistDirectly(t.db, t.clock, 'supplier', [company.id], { type: 'ban' });
    const [row] = (await list({ keyword: company.form.account })).list;
    expect(row).toEqual({
      ...shownIdentity(company),
      status: 'pending',
      reviewReason: '',
      banned: true,
      expiringDocuments: 2,
      registeredAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // A warning is not a ban; a ban that has ended is none either.
    const warned = await createSupplier(t.db);
    await blacklistDirectly(t.db, t.clock, 'supplier', [warned.id], { type: 'warning' });
    const ended = { startDate: dayFrom(t.clock, -10), endDate: dayFrom(t.clock, -1) };
    await blacklistDirectly(t.db, t.clock, 'supplier', [warned.id], { type: 'ban', ...ended });
    expect((await list({ keyword: warned.account })).list[0]).toMatchObject({ banned: false, expiringDocuments: 0 });
  });

  it('filters by status, keyword on name, credit code or account (literally), and registration days', async () => {
    const tag = `筛选${Date.now().toString(36)}`;
    const rows = [];
    for (const status of ['pending', 'approved', 'rejected', 'frozen'] as const)
      rows.push(await createSupplier(t.db, status));
    for (const [i, row] of rows.entries()) {
      await t.db
        .update(suppliers)
        .set({ companyName: `${tag}供水设备${i}公司`, createdAt: new Date(`2025-0${i + 1}-10T16:30:00Z`) })
        .where(eq(suppliers.id, row.id));
    }
    expect(idsOf(await list({ keyword: tag }))).toEqual(rows.map((r) => r.id).reverse());
    expect(idsOf(await list({ keyword: tag, status: 'approved' }))).toEqual([rows[1]!.id]);
    expect(idsOf(await list({ keyword: rows[2]!.uscc.toLowerCase() }))).toEqual([rows[2]!.id]);
    expect(idsOf(await list({ keyword: rows[3]!.account.toUpperCase() }))).toEqual([rows[3]!.id]);
    expect((await list({ keyword: `${tag}%` })).total).toBe(0);
    // 2025-02-10T16:30Z is 2025-02-11 00:30 in Beijing: the day range counts Beijing days.
    expect(idsOf(await list({ keyword: tag, registeredFrom: '2025-02-11', registeredTo: '2025-03-11' }))).toEqual([
      rows[2]!.id,
      rows[1]!.id,
    ]);
    expect(idsOf(await list({ keyword: tag, registeredTo: '2025-02-10' }))).toEqual([rows[0]!.id]);
    const second = await list({ keyword: tag, page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(second)).toEqual([rows[0]!.id]);
  });

  it('refuses bad filters with the reason', async () => {
    const cases: [object, string][] = [
      [{ status: 'blocked' }, '供应商状态不正确'],
      [{ registeredFrom: '2025-03-01', registeredTo: '2025-02-01' }, '结束日期不能早于开始日期'],
      [{ registeredFrom: '2025-02-30' }, '注册开始日期须为有效的日期（YYYY-MM-DD）'],
      [{ pageSize: 1000 }, '每页条数不能大于100'],
    ];
    for (const [body, msg] of cases) {
      expect((await api.post(supplierManageApi.list.path, body, { token })).body).toEqual({
        code: ErrorCode.INVALID_INPUT,
        msg,
      });
    }
  });
});

describe('GET /api/supplerManage/export', () => {
  it('sends the filtered list as a workbook and records who exported what', async () => {
    const company = await companyWithDocuments(t.app, api, t.db, { status: 'rejected', statusReason: '材料不全' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${supplierManageApi.export.path}?status=rejected&keyword=${encodeURIComponent(company.form.account)}`,
      headers: { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment;.*filename\*=UTF-8''%E4%BE%9B%E5%BA%94%E5%95%86/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('供应商名单')!;
    expect(sheet.rowCount).toBe(2);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toEqual(
      expect.arrayContaining([company.form.companyName, company.form.creditCode, '已驳回', '材料不全', '否']),
    );
    const [log] = (await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'supplier.export'))).slice(-1);
    expect(log!.detail).toMatchObject({ count: 1, filter: { status: 'rejected', keyword: company.form.account } });
  });

  it('refuses a reversed date range in the envelope, writing no audit line', async () => {
    const before = await supplierTableCounts(t.db);
    const reply = await api.get(supplierManageApi.export.path, {
      token,
      query: { registeredFrom: '2025-03-01', registeredTo: '2025-02-01' },
    });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '结束日期不能早于开始日期' });
    expect(await supplierTableCounts(t.db)).toEqual(before);
  });
});

describe('who may', () => {
  it('answers 403 to staff without system:suppler and 401 to a supplier token, on every call', async () => {
    const lacking = await tokenWithout(t.db, api, Permission.suppler);
    const company = await companyWithDocuments(t.app, api, t.db);
    const other = new ApiClient(t.app);
    const before = await supplierTableCounts(t.db);
    for (const as of [lacking, company.token]) {
      const expected = as === lacking ? 403 : 401;
      const replies = [
        await other.post(supplierManageApi.list.path, {}, { token: as }),
        await other.get(supplierManageApi.export.path, { token: as }),
        await other.get(supplierManageApi.detail.path, { token: as, query: { id: company.id } }),
        await other.get(supplierManageApi.file.path, {
          token: as,
          query: { id: '00000000-0000-4000-8000-000000000000' },
        }),
        await other.post(supplierManageApi.audit.path, { id: company.id, pass: true }, { token: as }),
        await other.post(supplierManageApi.freeze.path, { id: company.id, reason: '测试' }, { token: as }),
        await other.post(supplierManageApi.unfreeze.path, { id: company.id, reason: '测试' }, { token: as }),
      ];
      for (const reply of replies) expect(reply.status).toBe(expected);
    }
    expect(await supplierTableCounts(t.db)).toEqual(before);
    expect(await auditActions(t.db, 'supplier', company.id)).toEqual(['supplier.register']);
  });
});
