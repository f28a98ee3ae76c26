import { blacklistApi, ErrorCode, Permission } from '@swp/core';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { createSpecialist, createStaff, createSupplier } from '../../../test/factories.ts';
import { dayFrom, supplierManagerToken, supplierTableCounts } from '../../../test/kits/blacklist.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { tokenWithout } from '../../../test/kits/specialists.ts';
import { auditLogs, specialists } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
const IP = '203.0.113.45';
let staff: ApiClient;
let token: string;
let staffName: string;

beforeAll(async () => {
  staff = new ApiClient(t.app, IP);
  ({ token, name: staffName } = await supplierManagerToken(t.db, api));
});

const entry = (over: Record<string, unknown> = {}) => ({
  targetType: 'supplier',
  type: 'ban',
  reason: '围标串标，经调查属实',
  startDate: dayFrom(t.clock),
  endDate: dayFrom(t.clock, 365),
  ...over,
});

async function add(body: Record<string, unknown>) {
  const reply = await staff.post<{ id: number }>(blacklistApi.add.path, body, { token });
  expect(reply.body, reply.body.msg).toMatchObject({ code: 0 });
  return reply.body.data!.id;
}

async function list(filter: Record<string, unknown> = {}) {
  const reply = await staff.call(blacklistApi.list, { pageSize: 100, ...filter }, { token });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

async function expectRefused(path: string, body: unknown, code: number, msg: string) {
  const before = await supplierTableCounts(t.db);
  const reply = await staff.post(path, body, { token });
  expect(reply.body).toEqual({ code, msg });
  expect(await supplierTableCounts(t.db)).toEqual(before);
}

describe('POST /api/blacklist/add', () => {
  it('lists a supplier with its name and credit code as they are now, and audits with the IP', async () => {
    const supplier = await createSupplier(t.db);
    const id = await add(entry({ targetId: supplier.id }));
    const [row] = (await list({ keyword: supplier.companyName })).list;
    expect(row).toEqual({
      id,
      targetType: 'supplier',
      targetId: supplier.id,
      targetName: supplier.companyName,
      targetCode: supplier.uscc,
      type: 'ban',
      reason: '围标串标，经调查属实',
      startDate: dayFrom(t.clock),
      endDate: dayFrom(t.clock, 365),
      status: 'active',
      attachment: null,
      createdByName: staffName,
      createdAt: expect.any(String),
      liftedAt: null,
      liftedByName: null,
      liftReason: null,
    });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'blacklist'), eq(auditLogs.targetId, String(id))));
    expect(log).toMatchObject({ action: 'blacklist.add', ip: IP, actorName: staffName, actorRole: 'staff' });
    expect(log!.detail).toMatchObject({ targetType: 'supplier', targetId: supplier.id, type: 'ban' });
  });

  it('lists an expert by name (no code), with the decision document', async () => {
    const expert = await createSpecialist(t.db);
    const upload = await uploadFile(t.app, token, '处理决定书.pdf', SAMPLE_FILES.pdf(), {
      purpose: 'blacklist-decision',
    });
    expect(upload.body.code, upload.body.msg).toBe(0);
    const fileId = upload.body.data!.id;
    const id = await add(
      entry({ targetType: 'specialist', targetId: expert.id, type: 'warning', attachmentFileId: fileId }),
    );
    const row = (await list({ targetType: 'specialist' })).list.find((e) => e.id === id);
    expect(row).toMatchObject({
      targetName: expert.name,
      targetCode: '',
      type: 'warning',
      attachment: { id: fileId, name: '处理决定书.pdf' },
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `${blacklistApi.attachment.path}?id=${id}`,
      headers: { token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf())).toBe(true);
  });

  it('answers 文件不存在 for an entry without a decision document or one that does not exist', async () => {
    const id = await add(entry({ targetId: (await createSupplier(t.db)).id }));
    for (const entryId of [id, 999_999]) {
      const reply = await staff.get(blacklistApi.attachment.path, { token, query: { id: entryId } });
      expect(reply.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
    }
  });

  it('refuses an end before the start, and every other bad field, changing nothing', async () => {
    const targetId = (await createSupplier(t.db)).id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDate: '2026-05-02', endDate: '2026-05-01' }, ErrorCode.INVALID_INPUT, '结束日期不能早于开始日期'],
      [{ reason: '  ' }, ErrorCode.INVALID_INPUT, '请输入原因'],
      [{ type: 'fine' }, ErrorCode.INVALID_INPUT, '请选择处理类型'],
      [{ targetType: 'department' }, ErrorCode.INVALID_INPUT, '请选择对象类型'],
      [{ startDate: '2026-02-30' }, ErrorCode.INVALID_INPUT, '开始日期须为有效的日期（YYYY-MM-DD）'],
      [{ endDate: undefined }, ErrorCode.INVALID_INPUT, '请选择结束日期'],
      [{ targetId: 'abc' }, ErrorCode.INVALID_INPUT, '请选择列入黑名单的对象'],
      [{ targetId: 2_000_000_000 }, ErrorCode.NOT_FOUND, '供应商不存在'],
      [{ targetType: 'specialist', targetId: 2_000_000_000 }, ErrorCode.NOT_FOUND, '专家不存在'],
      [{ attachmentFileId: 'not-a-uuid' }, ErrorCode.INVALID_INPUT, '处理决定文件编号不正确'],
      [
        { attachmentFileId: '00000000-0000-4000-8000-000000000000' },
        ErrorCode.INVALID_INPUT,
        '处理决定文件不存在，请重新上传',
      ],
    ];
    for (const [over, code, msg] of cases)
      await expectRefused(blacklistApi.add.path, entry({ targetId, ...over }), code, msg);
  });

  it('refuses a deleted (archived) expert and an announcement attachment as the decision document', async () => {
    const expert = await createSpecialist(t.db);
    await t.db.update(specialists).set({ archivedAt: new Date() }).where(eq(specialists.id, expert.id));
    await expectRefused(
      blacklistApi.add.path,
      entry({ targetType: 'specialist', targetId: expert.id }),
      ErrorCode.NOT_FOUND,
      '专家不存在',
    );
    const projectStaff = await createStaff(t.db, { perms: [Permission.project] });
    const other = await uploadFile(
      t.app,
      await api.staffToken(projectStaff.username, projectStaff.password),
      'a.pdf',
      SAMPLE_FILES.pdf(),
    );
    await expectRefused(
      blacklistApi.add.path,
      entry({ targetId: (await createSupplier(t.db)).id, attachmentFileId: other.body.data!.id }),
      ErrorCode.INVALID_INPUT,
      '处理决定文件不存在，请重新上传',
    );
  });
});

describe('who may', () => {
  it('answers 403 to staff without system:suppler and 401 to a supplier or expert token', async () => {
    const lacking = await tokenWithout(t.db, api, Permission.suppler);
    const supplier = await createSupplier(t.db);
    const venderToken = (
      await api.post<{ token: string }>('/api/suppler/supplerLogin', {
        account: supplier.account,
        password: supplier.password,
      })
    ).body.data!.token;
    const before = await supplierTableCounts(t.db);
    const calls = [
      () => staff.post(blacklistApi.add.path, entry({ targetId: supplier.id }), { token: lacking }),
      () => staff.call(blacklistApi.list, {}, { token: lacking }),
      () => staff.post(blacklistApi.lift.path, { id: 1, reason: 'x' }, { token: lacking }),
      () => staff.get(blacklistApi.attachment.path, { token: lacking, query: { id: 1 } }),
    ];
    for (const call of calls) expect((await call()).status).toBe(403);
    const asVender = await staff.post(blacklistApi.add.path, entry({ targetId: supplier.id }), { token: venderToken });
    expect(asVender.status).toBe(401);
    expect((await staff.call(blacklistApi.list, {}, { token: venderToken })).status).toBe(401);
    expect(await supplierTableCounts(t.db)).toEqual(before);
  });
});

describe('POST /api/blacklist/lift', () => {
  it('lifts an entry in force once, with the reason, and refuses a second 解除', async () => {
    const id = await add(entry({ targetId: (await createSupplier(t.db)).id }));
    const reply = await staff.post(blacklistApi.lift.path, { id, reason: '经复核，处理依据不足' }, { token });
    expect(reply.body).toMatchObject({ code: 0 });
    const row = (await list({ status: 'lifted' })).list.find((e) => e.id === id);
    expect(row).toMatchObject({ status: 'lifted', liftedByName: staffName, liftReason: '经复核，处理依据不足' });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, String(id)), eq(auditLogs.action, 'blacklist.lift')))
      .orderBy(desc(auditLogs.id));
    expect(log).toMatchObject({ ip: IP, actorName: staffName });
    await expectRefused(
      blacklistApi.lift.path,
      { id, reason: '再次解除' },
      ErrorCode.RULE,
      '该记录已解除，不能重复解除',
    );
  });

  it('refuses to lift an expired entry, a missing reason and an unknown entry', async () => {
    const endDate = dayFrom(t.clock, -1);
    const id = await add(
      entry({ targetId: (await createSupplier(t.db)).id, startDate: dayFrom(t.clock, -30), endDate }),
    );
    await expectRefused(
      blacklistApi.lift.path,
      { id, reason: '提前解除' },
      ErrorCode.RULE,
      `该记录已于${endDate}到期，无需解除`,
    );
    await expectRefused(blacklistApi.lift.path, { id, reason: '' }, ErrorCode.INVALID_INPUT, '请输入解除原因');
    await expectRefused(
      blacklistApi.lift.path,
      { id: 999_999, reason: '解除' },
      ErrorCode.NOT_FOUND,
      '黑名单记录不存在',
    );
  });

  it('withdraws an entry that has not started yet', async () => {
    const id = await add(entry({ targetId: (await createSupplier(t.db)).id, startDate: dayFrom(t.clock, 10) }));
    expect((await staff.post(blacklistApi.lift.path, { id, reason: '录入有误' }, { token })).body.code).toBe(0);
  });
});

describe('GET /api/blacklist/list', () => {
  it('matches the keyword literally on the name and the credit code', async () => {
    const supplier = await createSupplier(t.db);
    await add(entry({ targetId: supplier.id }));
    expect((await list({ keyword: supplier.uscc.toLowerCase() })).list.map((e) => e.targetId)).toEqual([supplier.id]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list({ keyword: '_' })).total).toBe(0);
  });

  it('refuses an unknown status or target type', async () => {
    const bad = await staff.get(blacklistApi.list.path, { token, query: { status: 'forever' } });
    expect(bad.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '状态不正确' });
    const badType = await staff.get(blacklistApi.list.path, { token, query: { targetType: 'project' } });
    expect(badType.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '对象类型不正确' });
  });
});
