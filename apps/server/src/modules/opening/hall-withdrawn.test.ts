import {
  bidApi,
  ErrorCode,
  evaluationApi,
  openingApi,
  openingHallApi,
  RECALLED_BID_FILE,
  WITHDRAWN_BID_FILE,
  WITHDRAWN_UNDECRYPTED,
} from '@swp/core';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { seatOneMember } from '../../../test/kits/evaluation.ts';
import { flipStoredByte, lodgedBidderTender } from '../../../test/kits/opening.ts';
import type { Db } from '../../db/client.ts';
import { auditLogs, bids, openingHallBids, purchaseSettings } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-hall-withdrawn-');
afterEach(() => t.clock.reset());

const refused = (msg: string) => ({ code: ErrorCode.RULE, msg });

/** What a refused read must leave as it was: the hall's rows of the project, the bids and the 操作日志. */
async function trace(db: Db, projectId: number) {
  const hallBids = await db
    .select()
    .from(openingHallBids)
    .where(eq(openingHallBids.projectId, projectId))
    .orderBy(asc(openingHallBids.bidId));
  const rows = await db.select().from(bids).where(eq(bids.projectId, projectId)).orderBy(asc(bids.id));
  const [logs] = await db.select({ n: count() }).from(auditLogs);
  return { hallBids, rows, logs: logs!.n };
}

describe('开标大厅: a withdrawn bid is read by nobody', () => {
  it('撤销 (not decrypted in the window): staff, the other bidders, the committee and its own bidder are refused', async () => {
    await t.db.update(purchaseSettings).set({ minBids: 2 }).where(eq(purchaseSettings.purchaseWay, 1));
    try {
      const tender = await lodgedBidderTender(t, api, 3);
      const { projectId, staffToken } = tender;
      const [a, b, c] = tender.suppliers;
      const [bidA, bidB, bidC] = tender.bids;
      const download = (bidId: string, token: string) => api.callFile(bidApi.download, { bidId }, { token });
      expect((await api.call(openingHallApi.start, { projectId }, { token: staffToken })).body.code).toBe(0);
      // In the window the owner reads its own sealed bytes (the browser unwraps its key from their header).
      expect((await download(bidC!.publicId, c!.token)).statusCode).toBe(200);
      for (const [s, bid] of [
        [a!, bidA!],
        [b!, bidB!],
      ] as const) {
        const reply = await api.call(
          openingHallApi.decrypt,
          { projectId, bidId: bid.publicId, key: bid.key },
          { token: s.token },
        );
        expect(reply.body.code, reply.body.msg).toBe(0);
      }

      t.clock.advance(30 * 60_000);
      // The window has passed and nothing has written 唱标 yet: the bid already counts as withdrawn.
      let before = await trace(t.db, projectId);
      expect((await download(bidC!.publicId, c!.token)).json()).toEqual(refused(WITHDRAWN_BID_FILE));
      expect(await trace(t.db, projectId)).toEqual(before);

      const view = (await api.call(openingHallApi.state, { projectId }, { token: staffToken })).body.data!;
      expect(view.phase).toBe('announced');
      expect(view.bidders.map((r) => r.withdrawnReason)).toEqual([null, null, WITHDRAWN_UNDECRYPTED]);
      const closed = await api.call(openingHallApi.close, { projectId }, { token: staffToken });
      expect(closed.body.msg).toBe('开标已结束，项目进入评标');
      const member = await seatOneMember(t, projectId);

      before = await trace(t.db, projectId);
      // Staff (投标文件 tab), another bidder, the bidder itself: one refusal in words, no byte of the file.
      for (const token of [staffToken, a!.token, c!.token]) {
        const reply = await download(bidC!.publicId, token);
        expect(reply.json()).toEqual(refused(WITHDRAWN_BID_FILE));
        expect(reply.headers['content-disposition']).toBeUndefined();
      }
      // The committee: it is no bid of the evaluation at all.
      const bidFile = (bidId: string) =>
        api.callFile(evaluationApi.bidFile, { projectId, bidId }, { token: member.token });
      expect((await bidFile(bidC!.publicId)).json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
      // The 投标文件 tab lists the opened bids only, and its 报价 is nowhere: not in the list, not in bid/mine.
      const list = (await api.call(openingApi.list, { projectId }, { token: staffToken })).body.data!;
      expect(list.list.map((r) => r.bidId)).toEqual([bidA!.publicId, bidB!.publicId]);
      expect((await api.call(bidApi.mine, { projectId }, { token: c!.token })).body.data!.offer).toBeNull();
      expect(await trace(t.db, projectId)).toEqual(before);

      // The decrypted bids are read as before, by staff and the committee.
      const fileA = await download(bidA!.publicId, staffToken);
      expect(fileA.statusCode).toBe(200);
      expect(fileA.rawPayload.equals(bidA!.plaintext)).toBe(true);
      const memberFile = await bidFile(bidB!.publicId);
      expect(memberFile.statusCode).toBe(200);
      expect(memberFile.rawPayload.equals(bidB!.plaintext)).toBe(true);
    } finally {
      await t.db.update(purchaseSettings).set({ minBids: 3 }).where(eq(purchaseSettings.purchaseWay, 1));
    }
  });

  it('撤回 (the stored file failed the start’s check): refused to its own bidder too, from the start', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId, staffToken } = tender;
    const owner = tender.suppliers[2]!;
    const bid = tender.bids[2]!;
    const [row] = await t.db.select({ storageKey: bids.storageKey }).from(bids).where(eq(bids.id, bid.bidId));
    await flipStoredByte(t, row!.storageKey, 200);
    expect((await api.call(openingHallApi.start, { projectId }, { token: staffToken })).body.code).toBe(0);
    const before = await trace(t.db, projectId);
    expect(before.hallBids.find((h) => h.bidId === bid.bidId)!.withdrawnReason).toContain('按撤回处理');
    const reply = await api.callFile(bidApi.download, { bidId: bid.publicId }, { token: owner.token });
    expect(reply.json()).toEqual(refused(RECALLED_BID_FILE));
    expect(await trace(t.db, projectId)).toEqual(before);
  });
});
