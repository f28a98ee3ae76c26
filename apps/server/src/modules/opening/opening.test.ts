import { type BidReceipt, ErrorCode, openingApi, Permission, projectApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff, staffTokenWith } from '../../../test/factories.ts';
import { bidPdf, lodgeBid } from '../../../test/kits/bids.ts';
import {
  bidderCompany,
  enrolDirectly,
  passTime,
  tenderProject,
  tenderWithPassedBidders,
} from '../../../test/kits/enrolments.ts';
import {
  flipStoredByte,
  lodgedTender,
  lodgeSealedBid,
  openingTrace,
  storageOf,
  swapStoredFiles,
} from '../../../test/kits/opening.ts';
import { auditLogs, bids, projects, purchaseSettings } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-opening-');
afterEach(() => t.clock.reset());

const open = (projectId: number, token: string) => api.call(openingApi.open, { projectId }, { token });

/** Refused with `msg`, and nothing of an opening written: no opening, no line, no log, the state as it was. */
async function expectRefused(projectId: number, token: string, msg: string) {
  const before = await openingTrace(t.db, projectId);
  expect((await open(projectId, token)).body).toEqual({ code: ErrorCode.RULE, msg });
  expect(await openingTrace(t.db, projectId)).toEqual(before);
  expect(before).toMatchObject({ openings: 0, lines: 0, logs: 0 });
}

describe('POST /api/bid/open: when it is refused', () => {
  it('before closeFileupTime (投标中) and in 待开标 before openTime', async () => {
    const tender = await lodgedTender(t, 3, { atOpenTime: false });
    t.clock.reset();
    await expectRefused(tender.projectId, tender.staffToken, '项目当前状态为「报名中」，不能开标');
    passTime(t.clock, tender.project.closeFileupTime);
    const openTime = '未到开标时间（' as const;
    const reply = await open(tender.projectId, tender.staffToken);
    expect(reply.body.code).toBe(ErrorCode.RULE);
    expect(reply.body.msg).toMatch(new RegExp(`^${openTime}.+），不能开标$`));
    expect(await openingTrace(t.db, tender.projectId)).toMatchObject({ openings: 0, lines: 0, logs: 0 });
  });

  it('while paused, with the pause reason', async () => {
    const tender = await lodgedTender(t, 3);
    await t.db.update(projects).set({ paused: true, pauseReason: '收到投诉' }).where(eq(projects.id, tender.projectId));
    await expectRefused(tender.projectId, tender.staffToken, '项目已暂停（暂停原因：收到投诉），不能开标，请先恢复');
  });

  it('with fewer bids than the purchase way’s minimum, pointing to 流标 and 重新采购', async () => {
    const tender = await lodgedTender(t, 2);
    await expectRefused(
      tender.projectId,
      tender.staffToken,
      '投标人不足3家（当前2家），不能开标，可发布流标公告后重新采购',
    );
    // A bid of an enrolment that did not pass review is no valid bid (it cannot exist through the upload).
    const failed = await bidderCompany(t);
    const enrolmentId = await enrolDirectly(t.db, {
      projectId: tender.projectId,
      supplierId: failed.id,
      status: 'failed',
    });
    await lodgeSealedBid(t, { projectId: tender.projectId, supplierId: failed.id, enrolmentId, offer: '1.00' });
    await expectRefused(
      tender.projectId,
      tender.staffToken,
      '投标人不足3家（当前2家），不能开标，可发布流标公告后重新采购',
    );
  });

  it('follows 采购参数: the way’s minBids decides', async () => {
    const [way] = await t.db.select().from(purchaseSettings).where(eq(purchaseSettings.purchaseWay, 2));
    await t.db.update(purchaseSettings).set({ minBids: 2 }).where(eq(purchaseSettings.purchaseWay, 2));
    try {
      const tender = await lodgedTender(t, 2, { purchaseWay: 2 });
      const reply = await open(tender.projectId, tender.staffToken);
      expect(reply.body.code, reply.body.msg).toBe(0);
    } finally {
      await t.db.update(purchaseSettings).set({ minBids: way!.minBids }).where(eq(purchaseSettings.purchaseWay, 2));
    }
  });

  it('counts each 标段 on its own and names the short ones', async () => {
    const project = await tenderProject(t, { sections: ['第一标段', '第二标段', '第三标段'] });
    const [first, second, third] = project.sections;
    const lodge = async (sectionId: number, n: number) => {
      for (let i = 0; i < n; i++) {
        const company = await bidderCompany(t);
        const enrolmentId = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId });
        await lodgeSealedBid(t, {
          projectId: project.id,
          supplierId: company.id,
          enrolmentId,
          sectionId,
          offer: '9.90',
        });
      }
    };
    await lodge(first!.id, 3);
    await lodge(second!.id, 2);
    const token = await staffTokenWith(t.db, api, [Permission.project]);
    passTime(t.clock, project.openTime);
    await expectRefused(
      project.id,
      token,
      '第二标段、第三标段投标人不足3家（当前分别为2家、0家），不能开标，可发布流标公告后重新采购',
    );
    await lodge(third!.id, 3);
    await expectRefused(project.id, token, '第二标段投标人不足3家（当前2家），不能开标，可发布流标公告后重新采购');
    await lodge(second!.id, 1);
    const reply = await open(project.id, token);
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data!.bids.map((b) => b.sectionName)).toEqual([
      ...Array(3).fill('第一标段'),
      ...Array(3).fill('第二标段'),
      ...Array(3).fill('第三标段'),
    ]);
  });

  it('answers 401 without a token, 403 without 项目管理, and 项目不存在 for an unknown project', async () => {
    const tender = await lodgedTender(t, 3);
    expect((await api.call(openingApi.open, { projectId: tender.projectId })).status).toBe(401);
    const other = await createStaff(t.db, { perms: [Permission.specialist, Permission.suppler] });
    const denied = await api.call(
      openingApi.open,
      { projectId: tender.projectId },
      { token: await api.staffToken(other.username, other.password) },
    );
    expect(denied.status).toBe(403);
    expect(
      (await api.call(openingApi.open, { projectId: tender.projectId }, { token: tender.suppliers[0]!.token })).status,
    ).toBe(401);
    expect((await open(999_999, tender.staffToken)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
    expect((await open(0, tender.staffToken)).body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(await openingTrace(t.db, tender.projectId)).toMatchObject({ openings: 0, lines: 0, logs: 0 });
  });
});

describe('POST /api/bid/open: the opening', () => {
  it('decrypts every bid, checks it against its receipt, keeps the record and moves the project to 评标中', async () => {
    const tender = await lodgedTender(t, 3);
    const reply = await open(tender.projectId, tender.staffToken);
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.msg).toBe('开标完成');
    const record = reply.body.data!;
    expect(record).toMatchObject({
      projectId: tender.projectId,
      openedBy: tender.staffName,
      projectCode: tender.project.projectCode,
      projectName: tender.project.projectName,
    });
    expect(Math.abs(Date.parse(record.openedAt) - t.clock.now().getTime())).toBeLessThan(5000);
    expect(record.bids).toEqual(
      tender.bids.map((bid, i) => ({
        companyName: tender.suppliers[i]!.companyName,
        offer: bid.offer,
        sha256: bid.sha256,
        receivedAt: expect.any(String),
        bidId: bid.publicId,
        supplierId: tender.suppliers[i]!.id,
        sectionId: null,
        sectionName: null,
        fileName: bid.fileName,
        size: bid.size,
        check: 'ok',
        openedSha256: bid.sha256,
      })),
    );
    expect(await openingTrace(t.db, tender.projectId)).toEqual({
      openings: 1,
      lines: 3,
      logs: 1,
      status: 'evaluating',
    });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'project.open'), eq(auditLogs.targetId, String(tender.projectId))));
    expect(log).toMatchObject({ actorRole: 'staff', actorName: tender.staffName, ip: '127.0.0.1' });
    expect(log!.detail).toEqual({
      bids: 3,
      checks: { ok: 3, mismatch: 0, unreadable: 0 },
      from: 'awaitingOpening',
      to: 'evaluating',
    });
    const detail = await api.get<{ status: string; actions: string[] }>(projectApi.detail.path, {
      token: tender.staffToken,
      query: { id: tender.projectId },
    });
    expect(detail.body.data).toMatchObject({ status: 'evaluating' });
    expect(detail.body.data!.actions).not.toContain('open');
  });

  it('opens bids lodged through the real upload (the upload and the opening seal and open alike)', async () => {
    const tender = await tenderWithPassedBidders(t, 3);
    const receipts: BidReceipt[] = [];
    for (const [i, s] of tender.suppliers.entries()) {
      receipts.push(await lodgeBid(api, s.token, tender.projectId, bidPdf(3000 + i), `${2000 + i}.50`));
    }
    // A re-upload replaces the first file: the opening checks the last one.
    receipts[0] = await lodgeBid(api, tender.suppliers[0]!.token, tender.projectId, bidPdf(5000), '1999.00');
    passTime(t.clock, tender.project.openTime);
    const reply = await open(tender.projectId, tender.staffToken);
    expect(reply.body.code, reply.body.msg).toBe(0);
    // Received at one instant, bids are listed in the order they were first lodged (the row's key).
    const rows = await t.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    const rowIds = new Map(rows.map((r) => [r.publicId, r.id]));
    expect(reply.body.data!.bids.map((b) => [b.bidId, b.offer, b.sha256, b.size, b.check])).toEqual(
      [...receipts]
        .sort(
          (a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt) || rowIds.get(a.bidId)! - rowIds.get(b.bidId)!,
        )
        .map((r) => [r.bidId, r.bidId === receipts[0]!.bidId ? '1999.00' : expect.any(String), r.sha256, r.size, 'ok']),
    );
  });

  it('shows a tampered, a swapped and a missing file and a moved 报价 — never hides them', async () => {
    const tender = await lodgedTender(t, 7, { v1Bids: 2 });
    const [flipped, swapA, swapB, missing, moved, oldA, oldB] = tender.bids;
    await flipStoredByte(t, flipped!.storageKey);
    await swapStoredFiles(t, swapA!, swapB!);
    // Two version-1 files (the older format, bound to the project key alone) exchanged: each decrypts, to the
    // other's bytes. Version-2 files bind their bid, so an exchanged one does not decrypt at all.
    await swapStoredFiles(t, oldA!, oldB!);
    await (await storageOf(t)).delete(missing!.storageKey);
    // A sealed 报价 copied from another row does not open there (its context names the row it was sealed for).
    const [source] = await t.db.select().from(bids).where(eq(bids.id, flipped!.bidId));
    await t.db.update(bids).set({ sealedOffer: source!.sealedOffer }).where(eq(bids.id, moved!.bidId));

    const reply = await open(tender.projectId, tender.staffToken);
    expect(reply.body.code, reply.body.msg).toBe(0);
    const byId = new Map(reply.body.data!.bids.map((b) => [b.bidId, b]));
    expect(byId.get(flipped!.publicId)).toMatchObject({ check: 'unreadable', openedSha256: '', offer: flipped!.offer });
    expect(byId.get(swapA!.publicId)).toMatchObject({ check: 'unreadable', openedSha256: '', offer: swapA!.offer });
    expect(byId.get(swapB!.publicId)).toMatchObject({ check: 'unreadable', openedSha256: '' });
    expect(byId.get(oldA!.publicId)).toMatchObject({
      check: 'mismatch',
      sha256: oldA!.sha256,
      openedSha256: oldB!.sha256,
      offer: oldA!.offer,
    });
    expect(byId.get(oldB!.publicId)).toMatchObject({ check: 'mismatch', openedSha256: oldA!.sha256 });
    expect(byId.get(missing!.publicId)).toMatchObject({ check: 'unreadable', openedSha256: '' });
    expect(byId.get(moved!.publicId)).toMatchObject({ check: 'unreadable', offer: null, openedSha256: moved!.sha256 });

    const list = await api.call(openingApi.list, { projectId: tender.projectId }, { token: tender.staffToken });
    expect(new Map(list.body.data!.list.map((r) => [r.bidId, r.check]))).toEqual(
      new Map([
        [flipped!.publicId, 'unreadable'],
        [swapA!.publicId, 'unreadable'],
        [swapB!.publicId, 'unreadable'],
        [missing!.publicId, 'unreadable'],
        [moved!.publicId, 'unreadable'],
        [oldA!.publicId, 'mismatch'],
        [oldB!.publicId, 'mismatch'],
      ]),
    );
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'project.open'), eq(auditLogs.targetId, String(tender.projectId))));
    expect(log!.detail).toMatchObject({ checks: { ok: 0, mismatch: 2, unreadable: 5 } });
  });

  it('opens once: a second press is refused, and two staff pressing at once make one opening', async () => {
    const tender = await lodgedTender(t, 3);
    const other = await staffTokenWith(t.db, api, [Permission.project]);
    const replies = await Promise.all([open(tender.projectId, tender.staffToken), open(tender.projectId, other)]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.RULE]);
    const refused = replies.find((r) => r.body.code !== 0)!;
    expect(refused.body.msg).toMatch(
      /^(项目当前状态为「评标中」，不能开标|该项目已于.+开标，不能重复开标|该项目已开标，不能重复开标)$/,
    );
    expect(await openingTrace(t.db, tender.projectId)).toEqual({
      openings: 1,
      lines: 3,
      logs: 1,
      status: 'evaluating',
    });
    const again = await open(tender.projectId, tender.staffToken);
    expect(again.body.code).toBe(ErrorCode.RULE);
    expect(again.body.msg).toMatch(/^该项目已于\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}开标，不能重复开标$/);
    expect(await openingTrace(t.db, tender.projectId)).toMatchObject({ openings: 1, lines: 3, logs: 1 });
  });
});
