import type { Deps } from '../../deps.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';
import type { ExtractionRow } from './extraction.repo.ts';

/**
 * The invitation link and its SMS (docs/rules.md). The key is 32 random bytes (base64url), one per invitation;
 * only its SHA-256 is stored, so the link in the SMS is the one copy of the key.
 */

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

/** The message's text (sms/sms-templates.ts); the place is the project's 开标地点 (openAddress). */
export function invitationText(occasion: InvitationOccasion, m: InvitationMessage, publicBaseUrl: string): string {
  return SmsTemplates.expertInvitation({
    specialistName: m.specialistName,
    key: m.key,
    baseUrl: publicBaseUrl,
    occasion:
      occasion.kind === 'project'
        ? {
            kind: 'project',
            projectName: occasion.projectName,
            openTime: occasion.openTime,
            openAddress: occasion.address,
          }
        : occasion,
  });
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
