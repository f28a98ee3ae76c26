/**
 * What 黑名单 allows once: one entry per 处罚 (a second of the same type over the same days is refused),
 * one entry per decision document, one 解除 per entry — also when the requests arrive together. On PostgreSQL they
 * run truly in parallel (a pool of connections); on PGlite they interleave on one connection.
 */
import { blacklistApi, ErrorCode } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createSupplier } from '../../../test/factories.ts';
import { dayFrom, supplierManagerToken, supplierTableCounts, warmPool } from '../../../test/kits/blacklist.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { auditLogs, blacklistEntries } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
let token: string;
beforeAll(async () => {
  ({ token } = await supplierManagerToken(t.db, api));
});

const entry = (targetId: number, over: Record<string, unknown> = {}) => ({
  targetType: 'supplier',
  targetId,
  type: 'ban',
  reason: '串通投标，经调查属实',
  startDate: dayFrom(t.clock),
  endDate: dayFrom(t.clock, 364),
  ...over,
});
const add = (body: object) => api.post<{ id: number }>(blacklistApi.add.path, body, { token });
const lift = (id: number, reason = '经复核撤销') => api.post(blacklistApi.lift.path, { id, reason }, { token });

async function added(body: object): Promise<number> {
  const reply = await add(body);
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!.id;
}

async function entriesOf(targetType: 'supplier' | 'specialist', targetId: number) {
  return t.db
    .select()
    .from(blacklistEntries)
    .where(and(eq(blacklistEntries.targetType, targetType), eq(blacklistEntries.targetId, targetId)));
}

async function auditLinesOf(entryId: number): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'blacklist'), eq(auditLogs.targetId, String(entryId))))
    .orderBy(auditLogs.id);
  return rows.map((r) => r.action);
}

async function expectRefused(body: object, code: number, msg: string) {
  const before = await supplierTableCounts(t.db);
  expect((await add(body)).body).toEqual({ code, msg });
  expect(await supplierTableCounts(t.db)).toEqual(before);
}

const overlapMsg = (who: string, type: string, start: string, end: string) =>
  `该${who}已有${type}记录（${start}至${end}）与所选期间重叠，不能重复列入；如需变更，请先解除该记录`;

describe('one entry per 处罚', () => {
  it('refuses a second entry of the same type whose days meet one not lifted, nor expired', async () => {
    const supplier = await createSupplier(t.db);
    const [start, end] = [dayFrom(t.clock), dayFrom(t.clock, 364)];
    await added(entry(supplier.id));
    const clash = overlapMsg('供应商', '禁止参与', start, end);
    await expectRefused(entry(supplier.id), ErrorCode.RULE, clash);
    // Touching on one day is overlapping: both ends are included.
    await expectRefused(entry(supplier.id, { startDate: end, endDate: dayFrom(t.clock, 700) }), ErrorCode.RULE, clash);
    await expectRefused(
      entry(supplier.id, { startDate: dayFrom(t.clock, -30), endDate: start }),
      ErrorCode.RULE,
      clash,
    );

    // A 警告 beside the ban, and a ban after it ends, are other 处罚.
    await added(entry(supplier.id, { type: 'warning' }));
    await added(entry(supplier.id, { startDate: dayFrom(t.clock, 365), endDate: dayFrom(t.clock, 729) }));
    expect(await entriesOf('supplier', supplier.id)).toHaveLength(3);
  });

  it('lets a target be listed again once the entry is lifted or has expired', async () => {
    const supplier = await createSupplier(t.db);
    const first = await added(entry(supplier.id));
    expect((await lift(first)).body.code).toBe(0);
    await added(entry(supplier.id));

    // An expired entry is history: even a backdated entry over its last day is another 处罚.
    const expert = await createSpecialist(t.db);
    const past = { targetType: 'specialist', startDate: dayFrom(t.clock, -60), endDate: dayFrom(t.clock, -1) };
    await added(entry(expert.id, past));
    await added(entry(expert.id, { targetType: 'specialist', startDate: dayFrom(t.clock, -1) }));
    expect(await entriesOf('specialist', expert.id)).toHaveLength(2);
  });

  it('keeps one of four identical entries sent at once; the others are told why', async () => {
    const supplier = await createSupplier(t.db);
    await warmPool(t.db);
    const replies = await Promise.all(Array.from({ length: 4 }, () => add(entry(supplier.id))));
    const clash = overlapMsg('供应商', '禁止参与', dayFrom(t.clock), dayFrom(t.clock, 364));
    expect(replies.map((r) => r.body.msg).sort()).toEqual([...Array(3).fill(clash), '操作成功'].sort());
    const [kept] = await entriesOf('supplier', supplier.id);
    expect(await entriesOf('supplier', supplier.id)).toHaveLength(1);
    expect(await auditLinesOf(kept!.id)).toEqual(['blacklist.add']);
  });
});

describe('one entry per decision document', () => {
  async function decision(): Promise<string> {
    const upload = await uploadFile(t.app, token, '处理决定书.pdf', SAMPLE_FILES.pdf(), {
      purpose: 'blacklist-decision',
    });
    expect(upload.body.code, upload.body.msg).toBe(0);
    return upload.body.data!.id;
  }
  const USED = '该处理决定文件已用于另一条黑名单记录，请重新上传';

  it('refuses a document another entry already has, even a lifted one', async () => {
    const fileId = await decision();
    const first = await added(entry((await createSupplier(t.db)).id, { attachmentFileId: fileId }));
    const other = (await createSupplier(t.db)).id;
    await expectRefused(entry(other, { attachmentFileId: fileId }), ErrorCode.INVALID_INPUT, USED);
    expect((await lift(first)).body.code).toBe(0);
    await expectRefused(entry(other, { attachmentFileId: fileId }), ErrorCode.INVALID_INPUT, USED);
  });

  it('gives one document sent with three entries at once to one of them', async () => {
    const fileId = await decision();
    const targets = [await createSupplier(t.db), await createSupplier(t.db), await createSupplier(t.db)];
    await warmPool(t.db);
    const replies = await Promise.all(targets.map((s) => add(entry(s.id, { attachmentFileId: fileId }))));
    expect(replies.map((r) => r.body.msg).sort()).toEqual([USED, USED, '操作成功'].sort());
    const holders = await t.db
      .select({ n: count() })
      .from(blacklistEntries)
      .where(eq(blacklistEntries.attachmentFileId, fileId));
    expect(holders[0]!.n).toBe(1);
  });
});

describe('one 解除 per entry', () => {
  it('of four 解除 sent at once one succeeds, the others are refused, and one is audited', async () => {
    const id = await added(entry((await createSupplier(t.db)).id));
    await warmPool(t.db);
    const replies = await Promise.all([1, 2, 3, 4].map((i) => lift(id, `解除理由${i}`)));
    expect(replies.map((r) => r.body.msg).sort()).toEqual(
      [...Array(3).fill('该记录已解除，不能重复解除'), '操作成功'].sort(),
    );
    expect(await auditLinesOf(id)).toEqual(['blacklist.add', 'blacklist.lift']);
    const [row] = await t.db.select().from(blacklistEntries).where(eq(blacklistEntries.id, id));
    const winner = replies.findIndex((r) => r.body.code === 0) + 1;
    expect(row!.liftReason).toBe(`解除理由${winner}`);
  });
});
