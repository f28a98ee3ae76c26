import type { HallState } from '@swp/core/opening/responses';
import { describe, expect, it } from 'vitest';
import { bidderStatus, bidsToDecrypt, type HallBidder } from './bidder-status.ts';

const b = (over: Partial<HallBidder>): HallBidder => ({
  companyName: '公司',
  signedIn: false,
  status: 'sealed',
  mine: false,
  sectionName: null,
  signedInAt: null,
  decryptedAt: null,
  withdrawnReason: null,
  ...over,
});

describe('bidderStatus', () => {
  it('reads 未签到 / 已签到 / 已解密 / 解密失败 / 已撤销 from the answer', () => {
    expect(bidderStatus(b({}))).toBe('absent');
    expect(bidderStatus(b({ signedIn: true }))).toBe('signedIn');
    expect(bidderStatus(b({ signedIn: true, status: 'decrypted' }))).toBe('decrypted');
    expect(bidderStatus(b({ signedIn: true, status: 'withdrawn' }))).toBe('withdrawn');
    // Only one's own row carries its tries: a wrong key tried once reads 解密失败 until it decrypts.
    expect(bidderStatus(b({ signedIn: true, mine: true, attemptsLeft: 4 }))).toBe('failed');
    expect(bidderStatus(b({ signedIn: true, mine: true, attemptsLeft: 5 }))).toBe('signedIn');
    expect(bidderStatus(b({ mine: true, attemptsLeft: 3, status: 'decrypted' }))).toBe('decrypted');
  });

  it('asks for a key only for its own sealed bids in the window', () => {
    const bidders = [
      b({ mine: true, bidId: 'x'.repeat(24) }),
      b({ mine: true, bidId: 'y'.repeat(24), status: 'decrypted' }),
      b({ mine: false }),
    ];
    const state = (phase: HallState['phase']) => ({ phase, bidders }) as HallState;
    expect(bidsToDecrypt(state('decrypting')).map((x) => x.bidId)).toEqual(['x'.repeat(24)]);
    expect(bidsToDecrypt(state('waiting'))).toEqual([]);
    expect(bidsToDecrypt(state('announced'))).toEqual([]);
  });
});
