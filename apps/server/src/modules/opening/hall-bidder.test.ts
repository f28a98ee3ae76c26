import { bidApi, ErrorCode, MAX_DECRYPT_ATTEMPTS, openingHallApi, projectApi, WITHDRAWN_UNDECRYPTED } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { lodgedBidderTender } from '../../../test/kits/opening.ts';
import { openingHallBids, projects, purchaseSettings } from '../../db/schema/index.ts';
import { NO_SUCH_BID, NOT_STARTED, WINDOW_CLOSED, wrongKey } from './hall-decrypt.service.ts';

const { t, api } = useTestAppWithFiles('swp-hall-bidder-');
afterEach(() => t.clock.reset());

const state = (projectId: number, token: string) => api.call(openingHallApi.state, { projectId }, { token });
const refused = (msg: string) => ({ code: ErrorCode.RULE, msg });
const otherKey = Buffer.alloc(32, 9).toString('base64');

describe('开标大厅 under 投标人加密', () => {
  it('opens a window; each bidder decrypts its own bid only; 唱标 when the window ends, the rest withdrawn', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId } = tender;
    const [a, b] = tender.suppliers;
    const [bidA, bidB] = tender.bids;
    const decrypt = (bidId: string, key: string, token: string) =>
      api.call(openingHallApi.decrypt, { projectId, bidId, key }, { token });
    expect((await decrypt(bidA!.publicId, bidA!.key, a!.token)).body).toEqual(refused(NOT_STARTED));

    const started = await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    expect(started.body.code).toBe(0);
    // 采购参数's decryptMinutes of 询价 (default 30) from the start.
    const window = Date.parse(started.body.data!.decryptUntil) - t.clock.now().getTime();
    expect(window).toBeGreaterThan(30 * 60_000 - 5000);
    expect(window).toBeLessThanOrEqual(30 * 60_000);
    const decrypting = (await state(projectId, b!.token)).body.data!;
    expect(decrypting.phase).toBe('decrypting');
    expect(decrypting.bidders.map((r) => [r.companyName, r.status])).toEqual(
      tender.suppliers.map((s) => [s.companyName, 'sealed']),
    );
    expect(decrypting.bidders.some((r) => 'offer' in r)).toBe(false);

    // Another company's bid, even with its right key, is one that does not exist; a wrong key is counted.
    expect((await decrypt(bidB!.publicId, bidB!.key, a!.token)).body).toEqual(refused(NO_SUCH_BID));
    const wrong = await decrypt(bidA!.publicId, otherKey, a!.token);
    expect(wrong.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: wrongKey(MAX_DECRYPT_ATTEMPTS - 1) });
    // Another bid's key (authentic, of this project) is answered in the same words.
    expect((await decrypt(bidA!.publicId, bidB!.key, a!.token)).body.msg).toBe(wrongKey(MAX_DECRYPT_ATTEMPTS - 2));

    const right = await decrypt(bidA!.publicId, bidA!.key, a!.token);
    expect(right.body).toEqual({ code: 0, msg: '解密成功', data: { status: 'decrypted' } });
    const [row] = await t.db.select().from(openingHallBids).where(eq(openingHallBids.bidId, bidA!.bidId));
    expect(row).toMatchObject({
      attempts: 3,
      plainSize: bidA!.plaintext.length,
      plainFileName: bidA!.fileName,
    });
    // Its own 报价 to the company that decrypted it (bid/mine), none yet for one that did not.
    expect((await api.call(bidApi.mine, { projectId }, { token: a!.token })).body.data!.offer).toBe(bidA!.offer);
    expect((await api.call(bidApi.mine, { projectId }, { token: b!.token })).body.data!.offer).toBeNull();
    // Decrypted, yet nobody sees a price in the hall before 唱标.
    const mid = (await state(projectId, b!.token)).body.data!;
    expect(mid.bidders.map((r) => r.status)).toEqual(['decrypted', 'sealed', 'sealed']);
    expect(JSON.stringify(mid)).not.toContain(bidA!.offer);
    expect(JSON.stringify((await state(projectId, tender.staffToken)).body.data)).not.toContain(bidA!.offer);

    t.clock.advance(30 * 60_000);
    expect((await decrypt(bidB!.publicId, bidB!.key, b!.token)).body).toEqual(refused(WINDOW_CLOSED));
    const announced = (await state(projectId, b!.token)).body.data!;
    expect(announced.phase).toBe('announced');
    expect(announced.bidders.map((r) => [r.status, r.offer ?? null, r.withdrawnReason])).toEqual([
      ['decrypted', bidA!.offer, null],
      ['withdrawn', null, WITHDRAWN_UNDECRYPTED],
      ['withdrawn', null, WITHDRAWN_UNDECRYPTED],
    ]);
    // One valid bid of the way's minimum of three: 流标, and the close leaves the project to its 流标公告.
    expect(announced.failure).toBe('解密后有效投标不足3家（1家），不能进入评标，请发布流标公告后重新采购');
    // A pause stops the close here too, with its reason.
    await t.db.update(projects).set({ paused: true, pauseReason: '收到投诉' }).where(eq(projects.id, projectId));
    expect((await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken })).body).toEqual(
      refused('项目已暂停（暂停原因：收到投诉），不能开标，请先恢复'),
    );
    await t.db.update(projects).set({ paused: false, pauseReason: null }).where(eq(projects.id, projectId));
    const closed = await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken });
    expect(closed.body).toEqual({ code: 0, msg: '开标已结束。有效投标不足，请发布流标公告' });
    const project = (await api.call(projectApi.detail, { id: projectId }, { token: tender.staffToken })).body.data!;
    expect(project.status).toBe('awaitingOpening');
  });

  it('唱标 at the last decryption; the committee downloads the plaintext the bidder sealed', async () => {
    await t.db.update(purchaseSettings).set({ minBids: 2 }).where(eq(purchaseSettings.purchaseWay, 1));
    try {
      const tender = await lodgedBidderTender(t, api, 2);
      const { projectId } = tender;
      await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
      for (const [i, s] of tender.suppliers.entries()) {
        const bid = tender.bids[i]!;
        const reply = await api.call(
          openingHallApi.decrypt,
          { projectId, bidId: bid.publicId, key: bid.key },
          { token: s.token },
        );
        expect(reply.body.code).toBe(0);
      }
      const view = (await state(projectId, tender.staffToken)).body.data!;
      expect(view).toMatchObject({ phase: 'announced', failure: null });
      expect(view.bidders.map((r) => r.offer)).toEqual(tender.bids.map((b) => b.offer));
      const file = await api.callFile(
        bidApi.download,
        { bidId: tender.bids[1]!.publicId },
        { token: tender.staffToken },
      );
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(tender.bids[1]!.plaintext)).toBe(true);
      expect((await api.call(openingHallApi.close, { projectId }, { token: tender.staffToken })).body.msg).toBe(
        '开标已结束，项目进入评标',
      );
    } finally {
      await t.db.update(purchaseSettings).set({ minBids: 3 }).where(eq(purchaseSettings.purchaseWay, 1));
    }
  });
});
