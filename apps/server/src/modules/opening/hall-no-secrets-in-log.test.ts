import { openingHallApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { outbox } from '../../../test/kits/accounts.ts';
import { lodgedBidderTender } from '../../../test/kits/opening.ts';

/**
 * The hall's secrets never reach the log, at any level: the bid keys a bidder hands in (right and wrong), the SMS
 * code that confirms the 开标记录, the sign-in tokens — and, before 唱标, no 报价 nor a bid file's own name (sealed
 * facts: who bid what). The app writes every line at trace level into `log`.
 */
const log: string[] = [];
const { t, api } = useTestAppWithFiles('swp-hall-log-', {}, { logTo: log });

describe('开标大厅: nothing secret or sealed in the log', () => {
  it('holds no bid key, SMS code or token, and no 报价 or file name before 唱标', async () => {
    const tender = await lodgedBidderTender(t, api, 3);
    const { projectId } = tender;
    const [a, b] = tender.suppliers;
    const [bidA, bidB] = tender.bids;
    await api.call(openingHallApi.signIn, { projectId }, { token: a!.token });
    await api.call(openingHallApi.start, { projectId }, { token: tender.staffToken });
    const wrongKey = Buffer.alloc(32, 5).toString('base64');
    const decrypt = (bidId: string, key: string, token: string) =>
      api.call(openingHallApi.decrypt, { projectId, bidId, key }, { token });
    expect((await decrypt(bidA!.publicId, wrongKey, a!.token)).body.code).not.toBe(0);
    expect((await decrypt(bidA!.publicId, bidA!.key, a!.token)).body.code).toBe(0);
    expect((await decrypt(bidB!.publicId, bidB!.key, b!.token)).body.code).toBe(0);

    // Everything logged so far was written before 唱标 (the third bid is still sealed).
    const beforeAnnouncement = log.join('\n');
    expect(beforeAnnouncement.length).toBeGreaterThan(0);
    for (const bid of tender.bids) {
      expect(beforeAnnouncement).not.toContain(bid.offer);
      expect(beforeAnnouncement).not.toContain(bid.fileName);
    }

    await decrypt(tender.bids[2]!.publicId, tender.bids[2]!.key, tender.suppliers[2]!.token);
    const sent = await api.call(openingHallApi.confirmCode, { projectId }, { token: a!.token });
    expect(sent.body.code).toBe(0);
    const code = (await outbox(api, a!.mobile)).at(-1)!.match(/\d{6}/)![0];
    expect((await api.call(openingHallApi.confirm, { projectId, code }, { token: a!.token })).body.code).toBe(0);

    const text = log.join('\n');
    const secrets = [
      wrongKey,
      ...tender.bids.map((bid) => bid.key),
      code,
      tender.staffToken,
      ...tender.suppliers.map((s) => s.token),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
