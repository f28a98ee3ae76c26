import {
  confirmLinkExpiresAt,
  EXPERT_CATEGORIES,
  EXPERT_CATEGORY_LABELS,
  type ExpertCategory,
  type ExtractionRequest,
  extractionRequestFields,
  type InvitationStatus,
  type IsAffirm,
  invitationStatus,
  needsReplacement,
} from '@swp/core';
import type { InvitationRow } from './invitation.repo.ts';

/**
 * How a committee reads at a given moment: each invitation's status (core `invitationStatus`, so 已超时 follows
 * the clock exactly as on the confirmation page) and which seats may be filled again. Pure, so the polled list,
 * the replacement rule and the printed sheet agree.
 */

export const SEAT_LABELS = { member: '评审专家', backup: '备选专家' } as const;

/** A backup not yet called upon has no link and no status of its own. */
export type SeatStatus = InvitationStatus | 'held';
const HELD_LABEL = '备选（未通知）';

/** The request as stored on the extraction, read back through the same schema (defaults filled). */
export const storedRequest = (json: unknown): ExtractionRequest => extractionRequestFields.parse(json);

export const categoryOf = (text: string): ExpertCategory =>
  (EXPERT_CATEGORIES as readonly string[]).includes(text) ? (text as ExpertCategory) : 'other';

export const wantedSeats = (r: ExtractionRequest): Record<ExpertCategory, number> => ({
  technical: r.technicalCount,
  economic: r.economicCount,
  other: r.otherCount,
});

export function seatStatus(row: Pick<InvitationRow, 'seat' | 'isAffirm' | 'sendurlSendtime'>, now: Date) {
  if (row.seat === 'backup') return { status: 'held' as SeatStatus, label: HELD_LABEL };
  const s = invitationStatus(row, now);
  return { status: s.status as SeatStatus, label: s.label };
}

/** A member seat counts as filled while its expert is invited and has not dropped out. */
const fillsSeat = (status: SeatStatus) => status === 'pending' || status === 'confirmed';

/** Filled seats per category: members not replaced whose answer is pending or yes. */
export function filledSeats(rows: readonly InvitationRow[], now: Date): Record<ExpertCategory, number> {
  const filled: Record<ExpertCategory, number> = { technical: 0, economic: 0, other: 0 };
  for (const row of rows) {
    if (row.seat !== 'member' || row.replacedById != null) continue;
    if (fillsSeat(seatStatus(row, now).status)) filled[categoryOf(row.category)]++;
  }
  return filled;
}

/**
 * `openTime`: the project's opening, after which no replacement is offered (the server refuses it too,
 * assertExtractionAcceptsReplacement); null for an external task.
 */
export function presentCommittee(
  rows: readonly InvitationRow[],
  request: ExtractionRequest,
  now: Date,
  openTime: Date | null = null,
) {
  const beforeOpening = openTime == null || now.getTime() < openTime.getTime();
  const filled = filledSeats(rows, now);
  const wanted = wantedSeats(request);
  const invitations = rows.map((row) => {
    const { status, label } = seatStatus(row, now);
    const category = categoryOf(row.category);
    const isMember = row.seat === 'member';
    return {
      id: row.id,
      specialistId: row.specialistId,
      specialistName: row.specialistName,
      mobile: row.mobile,
      employer: row.employer,
      title: row.title,
      category,
      categoryLabel: EXPERT_CATEGORY_LABELS[category],
      seat: row.seat,
      seatLabel: SEAT_LABELS[row.seat],
      // The column holds only the four answers (the schema's check); the database type is a plain integer.
      isAffirm: row.isAffirm as IsAffirm,
      status,
      statusLabel: label,
      remark: row.remark,
      affirmTime: row.affirmTime?.toISOString() ?? null,
      sendurlSendtime: isMember ? row.sendurlSendtime.toISOString() : null,
      expiresAt: isMember ? confirmLinkExpiresAt(row.sendurlSendtime).toISOString() : null,
      replacesId: row.replacesId,
      replacedById: row.replacedById,
      canReplace:
        beforeOpening &&
        isMember &&
        row.replacedById == null &&
        status !== 'held' &&
        needsReplacement(status) &&
        filled[category] < wanted[category],
      canCancel: isMember && status === 'confirmed',
    };
  });
  const seats = wanted.technical + wanted.economic + wanted.other;
  const filledTotal = filled.technical + filled.economic + filled.other;
  const confirmed = invitations.filter((i) => i.status === 'confirmed' && i.replacedById == null).length;
  return {
    seats: { wanted: seats, filled: filledTotal, confirmed, full: filledTotal >= seats, complete: confirmed >= seats },
    invitations,
  };
}
export type CommitteeInvitation = ReturnType<typeof presentCommittee>['invitations'][number];
