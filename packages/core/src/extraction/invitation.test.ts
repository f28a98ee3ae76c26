import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LINK_VALIDITY_MS,
  confirmLinkExpiresAt,
  INVITATION_STATUS_LABELS,
  IS_AFFIRM_LABELS,
  invitationStatus,
  needsReplacement,
} from './invitation.ts';

const sent = new Date('2026-03-05T02:00:00Z');
const at = (ms: number) => new Date(sent.getTime() + ms);

describe('invitationStatus', () => {
  it('labels each isAffirm value', () => {
    expect(IS_AFFIRM_LABELS).toEqual({ 0: '待确认', 1: '已确认', 2: '不能参加', [-1]: '已拒绝' });
    expect(invitationStatus({ isAffirm: 1, sendurlSendtime: sent }, at(CONFIRM_LINK_VALIDITY_MS * 9))).toEqual({
      status: 'confirmed',
      label: '已确认',
    });
    expect(invitationStatus({ isAffirm: 2, sendurlSendtime: sent }, sent).label).toBe('不能参加');
    expect(invitationStatus({ isAffirm: -1, sendurlSendtime: sent }, sent).label).toBe('已拒绝');
  });

  it('keeps a pending invitation 待确认 for exactly 10 minutes, then 已超时', () => {
    expect(CONFIRM_LINK_VALIDITY_MS).toBe(600_000);
    expect(invitationStatus({ isAffirm: 0, sendurlSendtime: sent }, at(600_000)).status).toBe('pending');
    expect(invitationStatus({ isAffirm: 0, sendurlSendtime: sent }, at(600_001))).toEqual({
      status: 'expired',
      label: INVITATION_STATUS_LABELS.expired,
    });
    expect(INVITATION_STATUS_LABELS.expired).toBe('已超时');
  });

  it('reads the send time as the API gives it', () => {
    expect(invitationStatus({ isAffirm: 0, sendurlSendtime: sent.getTime() }, at(600_001)).status).toBe('expired');
    expect(invitationStatus({ isAffirm: 0, sendurlSendtime: sent.toISOString() }, at(600_001)).status).toBe('expired');
  });

  it('keeps an invitation whose SMS has not gone out pending', () => {
    expect(invitationStatus({ isAffirm: 0, sendurlSendtime: null }, at(10 * 600_000)).status).toBe('pending');
  });

  it('refuses an unknown isAffirm value rather than guessing', () => {
    expect(() => invitationStatus({ isAffirm: 5, sendurlSendtime: sent }, sent)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('gives the expiry time shown on the confirmation page', () => {
    expect(confirmLinkExpiresAt(sent).toISOString()).toBe('2026-03-05T02:10:00.000Z');
  });

  it('frees a seat after a decline, a timeout or a cancellation', () => {
    expect(['declined', 'expired', 'cannotAttend'].every((s) => needsReplacement(s as never))).toBe(true);
    expect(needsReplacement('pending') || needsReplacement('confirmed')).toBe(false);
  });
});
