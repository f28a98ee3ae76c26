import dayjs from 'dayjs';

/**
 * The state of one expert's invitation (docs/product.md, docs/rules.md). `isAffirm` is what the database keeps; 已超时 is
 * never stored, it follows from the clock, so every screen derives it here the same way.
 */

/** docs/product.md: the confirmation link is valid 10 minutes from sendurlSendtime. */
export const CONFIRM_LINK_VALIDITY_MS = 10 * 60 * 1000;

export const IsAffirm = { pending: 0, confirmed: 1, cannotAttend: 2, declined: -1 } as const;
export type IsAffirm = (typeof IsAffirm)[keyof typeof IsAffirm];

export const IS_AFFIRM_LABELS: Record<IsAffirm, string> = {
  0: '待确认',
  1: '已确认',
  2: '不能参加',
  [-1]: '已拒绝',
};

export type InvitationStatus = 'pending' | 'confirmed' | 'cannotAttend' | 'declined' | 'expired';
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: '待确认',
  confirmed: '已确认',
  cannotAttend: '不能参加',
  declined: '已拒绝',
  expired: '已超时',
};

/** A moment as the server (Date, epoch ms) or an API response ('YYYY-MM-DD HH:mm:ss' or ISO) gives it. */
export type InvitationTime = Date | number | string;

const toMillis = (t: InvitationTime): number =>
  typeof t === 'number' ? t : typeof t === 'string' ? dayjs(t).valueOf() : t.getTime();

/** When the link sent at `sendurlSendtime` stops working (shown on the confirmation page). */
export function confirmLinkExpiresAt(sendurlSendtime: InvitationTime): Date {
  return new Date(toMillis(sendurlSendtime) + CONFIRM_LINK_VALIDITY_MS);
}

/** True once more than 10 minutes have passed since the link was sent; exactly 10 minutes is still valid. */
export function isConfirmLinkExpired(sendurlSendtime: InvitationTime, now: InvitationTime): boolean {
  const sent = toMillis(sendurlSendtime);
  // An unreadable send time must not lock an expert out by a parsing accident; the server keeps real Dates.
  if (Number.isNaN(sent)) return false;
  return toMillis(now) > sent + CONFIRM_LINK_VALIDITY_MS;
}

export interface InvitationLike {
  isAffirm: number;
  /** Null while the SMS has not gone out yet: such an invitation is pending, never expired. */
  sendurlSendtime: InvitationTime | null | undefined;
}

/** The status staff see live (待确认/已确认/已拒绝/已超时, and 不能参加 set by staff). */
export function invitationStatus(
  inv: InvitationLike,
  now: InvitationTime,
): { status: InvitationStatus; label: string } {
  const status = statusOf(inv, now);
  return { status, label: INVITATION_STATUS_LABELS[status] };
}

function statusOf(inv: InvitationLike, now: InvitationTime): InvitationStatus {
  switch (inv.isAffirm) {
    case IsAffirm.confirmed:
      return 'confirmed';
    case IsAffirm.cannotAttend:
      return 'cannotAttend';
    case IsAffirm.declined:
      return 'declined';
    case IsAffirm.pending:
      return inv.sendurlSendtime != null && isConfirmLinkExpired(inv.sendurlSendtime, now) ? 'expired' : 'pending';
    default:
      throw new RangeError(`unknown isAffirm value ${inv.isAffirm}`);
  }
}

/** Seats freed by an answer or a timeout, which staff may fill with `drawReplacement` (docs/rules.md). */
export function needsReplacement(status: InvitationStatus): boolean {
  return status === 'declined' || status === 'expired' || status === 'cannotAttend';
}
