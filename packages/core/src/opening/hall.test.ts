import { describe, expect, it } from 'vitest';
import {
  type HallBidFate,
  type HallFacts,
  hallPauseRefusal,
  hallView,
  MAX_DECRYPT_ATTEMPTS,
  RECALLED_BID_FILE,
  recalledUnreadable,
  WITHDRAWN_BID_FILE,
  WITHDRAWN_UNDECRYPTED,
  withdrawnBidFileRefusal,
} from './hall.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 2, 0) + minutes * 60_000);

const bid = (supplierId: number, offer: string, extra: Partial<HallFacts['bids'][number]> = {}) => ({
  bidId: `${supplierId}`.padStart(24, '0'),
  supplierId,
  companyName: `公司${supplierId}`,
  sectionName: null,
  signedInAt: null,
  decryptedAt: null,
  withdrawnReason: null,
  attempts: 0,
  offer,
  ...extra,
});

/** A hall before its start: openTime at minute 0, company 1 signed in. */
const waiting: HallFacts = {
  openTime: at(0),
  startedAt: null,
  decryptUntil: null,
  announcedAt: null,
  closedAt: null,
  failure: null,
  bids: [bid(1, '100.00', { signedInAt: at(-30), attempts: 2 }), bid(2, '200.00')],
  objections: [],
  confirmations: [],
};

describe('hallView: what each participant sees', () => {
  it('before openTime staff see no bidder at all; a company only its own row', () => {
    expect(hallView(waiting, { role: 'staff' }, at(-1))).toMatchObject({ biddersShown: false, bidders: [] });
    const own = hallView(waiting, { role: 'vender', supplierId: 1 }, at(-1));
    expect(own.bidders).toEqual([
      expect.objectContaining({ companyName: '公司1', signedIn: true, mine: true, bidId: '1'.padStart(24, '0') }),
    ]);
    expect(own.bidders[0]).not.toHaveProperty('offer');
    expect(own.bidders[0]!.attemptsLeft).toBe(MAX_DECRYPT_ATTEMPTS - 2);
  });

  it('from openTime staff see who signed in; nobody sees a price before 唱标', () => {
    const staff = hallView(waiting, { role: 'staff' }, at(0));
    expect(staff.bidders.map((b) => [b.companyName, b.signedIn])).toEqual([
      ['公司1', true],
      ['公司2', false],
    ]);
    const decrypting = { ...waiting, startedAt: at(1), decryptUntil: at(31) };
    for (const viewer of [{ role: 'staff' } as const, { role: 'vender', supplierId: 2 } as const]) {
      const view = hallView(decrypting, viewer, at(2));
      expect(view.phase).toBe('decrypting');
      expect(view.bidders).toHaveLength(2);
      expect(JSON.stringify(view)).not.toMatch(/100\.00|200\.00/);
    }
    // Another company's row carries neither its bid's id nor its tries.
    const other = hallView(decrypting, { role: 'vender', supplierId: 2 }, at(2)).bidders[0]!;
    expect(other).not.toHaveProperty('bidId');
    expect(other).not.toHaveProperty('attemptsLeft');
  });

  it('from 唱标 every price to everyone, and the confirmations with 未确认', () => {
    const announced: HallFacts = {
      ...waiting,
      startedAt: at(1),
      decryptUntil: at(31),
      announcedAt: at(31),
      confirmations: [{ supplierId: 2, verdict: 'confirmed', reason: '', at: at(32) }],
    };
    const view = hallView(announced, { role: 'vender', supplierId: 1 }, at(33));
    expect(view.phase).toBe('announced');
    expect(view.bidders.map((b) => b.offer)).toEqual(['100.00', '200.00']);
    expect(view.confirmations.map((c) => [c.companyName, c.verdict, c.mine])).toEqual([
      ['公司1', 'unconfirmed', true],
      ['公司2', 'confirmed', false],
    ]);
  });
});

describe('withdrawnBidFileRefusal', () => {
  const fate = (over: Partial<HallBidFate> = {}): HallBidFate => ({
    bidderSealed: true,
    decryptedAt: null,
    withdrawnReason: null,
    decryptUntil: at(30),
    ...over,
  });
  it('refuses a withdrawn or recalled bid, and an undecrypted one once the window has passed', () => {
    expect(withdrawnBidFileRefusal(undefined, at(40))).toBeNull();
    expect(withdrawnBidFileRefusal(fate(), at(10))).toBeNull();
    expect(withdrawnBidFileRefusal(fate(), at(30))).toBe(WITHDRAWN_BID_FILE);
    expect(withdrawnBidFileRefusal(fate({ decryptedAt: at(5) }), at(40))).toBeNull();
    expect(withdrawnBidFileRefusal(fate({ withdrawnReason: WITHDRAWN_UNDECRYPTED }), at(40))).toBe(WITHDRAWN_BID_FILE);
    expect(withdrawnBidFileRefusal(fate({ withdrawnReason: recalledUnreadable('哈希不一致') }), at(1))).toBe(
      RECALLED_BID_FILE,
    );
    // 平台加密: every bid decrypted at the start, whose window is the start itself.
    expect(
      withdrawnBidFileRefusal(fate({ bidderSealed: false, decryptUntil: at(0), decryptedAt: at(0) }), at(9)),
    ).toBeNull();
  });
});

describe('hallPauseRefusal', () => {
  it('refuses a pause only while the decryption window is open, and names its end', () => {
    const hall = { decryptUntil: new Date(Date.UTC(2026, 10, 30, 2, 30, 15)), announcedAt: null };
    expect(hallPauseRefusal(undefined, at(10))).toBeNull();
    expect(hallPauseRefusal(hall, at(10))).toContain('解密截止时间2026年11月30日 10:30:15');
    expect(hallPauseRefusal(hall, at(31))).toBeNull();
    expect(hallPauseRefusal({ ...hall, announcedAt: at(20) }, at(25))).toBeNull();
  });
});
