import { formatDateTimeCn } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import type { ExtractionKind, ExtractionRow } from './extraction.repo.ts';

/**
 * The invitation link and its SMS (PRODUCT §3). The key is 32 random bytes (base64url), one per invitation;
 * only its SHA-256 is stored, so the link in the SMS is the one copy of the key.
 */

export const CONFIRM_PAGE_PATH: Record<ExtractionKind, string> = {
  project: '/specialist-confirm',
  external: '/specialist-extract-confirm',
};

export function newInvitationKey(): { key: string; keyHash: string } {
  const key = newToken();
  return { key, keyHash: sha256(key) };
}

export const hashInvitationKey = (key: string) => sha256(key);

/** What the message says about the occasion: a project's opening, or an external task's name. */
export type InvitationOccasion =
  | { kind: 'project'; projectName: string; openTime: Date | null; address: string | null }
  | { kind: 'external'; taskName: string };

export function occasionOf(e: Pick<ExtractionRow, 'kind' | 'projectName' | 'openTime' | 'address' | 'taskName'>) {
  const occasion: InvitationOccasion =
    e.kind === 'project'
      ? { kind: 'project', projectName: e.projectName ?? '', openTime: e.openTime, address: e.address }
      : { kind: 'external', taskName: e.taskName ?? '' };
  return occasion;
}

export interface InvitationMessage {
  invitationId: number;
  specialistName: string;
  mobile: string;
  key: string;
}

export function invitationText(occasion: InvitationOccasion, m: InvitationMessage, publicBaseUrl: string): string {
  const link = `${publicBaseUrl}${CONFIRM_PAGE_PATH[occasion.kind]}?t=${m.key}`;
  const what =
    occasion.kind === 'project'
      ? `「${occasion.projectName}」评标专家` +
        (occasion.openTime ? `，开标时间${formatDateTimeCn(occasion.openTime.getTime())}` : '') +
        (occasion.address ? `，开标地点${occasion.address}` : '')
      : `「${occasion.taskName}」评审专家`;
  return `【水务集团电子采购】${m.specialistName}专家您好，您被抽取为${what}。请在10分钟内打开链接确认是否参加：${link}`;
}

export interface SmsFailure {
  invitationId: number;
  specialistName: string;
}

/**
 * Sends after the transaction has committed (no lock is held during a gateway call). A failed message does not
 * undo the draw, which is already recorded: the invitation times out after 10 minutes and staff draw a
 * replacement; the caller reports who was not reached.
 */
export async function sendInvitationMessages(
  deps: Deps,
  occasion: InvitationOccasion,
  messages: readonly InvitationMessage[],
  publicBaseUrl: string,
): Promise<SmsFailure[]> {
  const failures: SmsFailure[] = [];
  for (const m of messages) {
    try {
      await deps.sms.send(m.mobile, invitationText(occasion, m, publicBaseUrl));
    } catch {
      failures.push({ invitationId: m.invitationId, specialistName: m.specialistName });
    }
  }
  return failures;
}
