import { MAX_DECRYPT_ATTEMPTS } from '@swp/core/opening/hall';
import type { HallState } from '@swp/core/opening/responses';

export type HallBidder = HallState['bidders'][number];

/**
 * What the hall shows of a bidder (issue 31: 未签到 / 已签到 / 已解密 / 解密失败 / 已撤销). The server's status says
 * sealed, decrypted or withdrawn; 签到 and, for the caller's own bid, the wrong keys already tried refine "sealed".
 * Another company's tries are not answered (core hallView), so only one's own bid can read 解密失败.
 */
export type BidderStatusKey = 'absent' | 'signedIn' | 'decrypted' | 'failed' | 'withdrawn';

export const BIDDER_STATUS: Record<BidderStatusKey, { label: string; color: string }> = {
  absent: { label: '未签到', color: 'default' },
  signedIn: { label: '已签到', color: 'processing' },
  decrypted: { label: '已解密', color: 'success' },
  failed: { label: '解密失败', color: 'error' },
  withdrawn: { label: '已撤销', color: 'warning' },
};

export function bidderStatus(bidder: HallBidder): BidderStatusKey {
  if (bidder.status === 'decrypted') return 'decrypted';
  if (bidder.status === 'withdrawn') return 'withdrawn';
  if (bidder.attemptsLeft !== undefined && bidder.attemptsLeft < MAX_DECRYPT_ATTEMPTS) return 'failed';
  return bidder.signedIn ? 'signedIn' : 'absent';
}

/** The caller's own bids that wait for its key in the window (a company bids once per 标段). */
export const bidsToDecrypt = (state: HallState): HallBidder[] =>
  state.phase === 'decrypting' ? state.bidders.filter((b) => b.mine && b.status === 'sealed' && b.bidId) : [];

/** 唱标 is shown from `announced` on: only then do the answers carry 报价. */
export const isAnnounced = (state: Pick<HallState, 'phase'>): boolean =>
  state.phase === 'announced' || state.phase === 'closed';
