import { type ConfirmInfo, IsAffirm, isConfirmLinkExpired, LINK_INVALID_MSG, type ProjectConfirmInfo } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { audit } from '../../platform/audit/audit.service.ts';
import { sendSmsCode, verifySmsCode } from '../../platform/sms-code/sms-code.service.ts';
import type { ExtractionKind } from './extraction.repo.ts';
import { findInvitationByKeyHash, recordAnswer } from './invitation.repo.ts';
import { hashInvitationKey } from './invitation-sms.ts';

/**
 * The public confirmation pages (docs/product.md, docs/integration.md), reached only with the link key. The expert asks for an SMS
 * code (the SMS-code rules of sign-in: 60 s per mobile, 5 tries, 5 minutes, single use) and answers once, within
 * 10 minutes of sendurlSendtime.
 */

export const ANSWERED_MSG = '已答复，不能重复提交';
export const LINK_EXPIRED_MSG = '链接已过期';

async function findByKey(deps: Deps, kind: ExtractionKind, key: string) {
  const invitation = await findInvitationByKeyHash(deps.db, hashInvitationKey(key), kind);
  // A held backup's key was never sent; refusing it anyway keeps the rule simple: only members have links.
  if (invitation?.seat !== 'member') throw notFound(LINK_INVALID_MSG);
  return invitation;
}

type Found = Awaited<ReturnType<typeof findByKey>>;

/** The refusals shared by getCode and extractConfirm: an answered invitation, then an expired link. */
function assertAnswerable(invitation: Found, now: Date): void {
  if (invitation.isAffirm !== IsAffirm.pending) throw ruleBroken(ANSWERED_MSG);
  if (isConfirmLinkExpired(invitation.sendurlSendtime, now)) throw ruleBroken(LINK_EXPIRED_MSG);
}

/**
 * getConfirmInfo: shown even after expiry or an answer, so the page can say which. `serverTime` is this server's
 * clock: the page counts the 10 minutes against it, not against the phone's own clock, and turns to 操作超时 when
 * they pass while it is open.
 */
export async function getConfirmInfo(deps: Deps, kind: 'project', key: string): Promise<ProjectConfirmInfo>;
export async function getConfirmInfo(deps: Deps, kind: 'external', key: string): Promise<ConfirmInfo>;
export async function getConfirmInfo(
  deps: Deps,
  kind: ExtractionKind,
  key: string,
): Promise<ConfirmInfo | ProjectConfirmInfo> {
  const inv = await findByKey(deps, kind, key);
  const info: ConfirmInfo = {
    specialistName: inv.specialistName,
    isAffirm: inv.isAffirm as IsAffirm,
    affirmTime: inv.affirmTime?.toISOString() ?? null,
    sendurlSendtime: inv.sendurlSendtime.toISOString(),
    serverTime: deps.clock.now().toISOString(),
  };
  if (kind === 'external') return info;
  return { ...info, openTime: inv.openTime?.toISOString() ?? null, address: inv.address };
}

/** getCode: an SMS code to the invited expert's own mobile, never to a number the caller gives. */
export async function sendConfirmCode(deps: Deps, kind: ExtractionKind, key: string, meta: RequestMeta): Promise<void> {
  const inv = await findByKey(deps, kind, key);
  assertAnswerable(inv, deps.clock.now());
  await sendSmsCode(deps, inv.mobile, 'invitation', meta.ip);
}

export interface ConfirmAnswer {
  key: string;
  confirm: 1 | -1;
  code: string;
  remark: string | null;
}

/** extractConfirm: checks the link before the code, so a refused answer does not use up the expert's code. */
export async function answerInvitation(
  deps: Deps,
  kind: ExtractionKind,
  answer: ConfirmAnswer,
  meta: RequestMeta,
): Promise<void> {
  const inv = await findByKey(deps, kind, answer.key);
  assertAnswerable(inv, deps.clock.now());
  await verifySmsCode(deps, inv.mobile, 'invitation', answer.code);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const recorded = await recordAnswer(tx, inv.id, {
      isAffirm: answer.confirm,
      affirmTime: now,
      remark: answer.remark,
    });
    // Two tabs answering at once: the first wins, the second is told it was already answered.
    if (!recorded) throw ruleBroken(ANSWERED_MSG);
    await audit(tx, deps.clock, {
      actor: { role: 'specialist', id: inv.specialistId, name: inv.specialistName },
      action: answer.confirm === IsAffirm.confirmed ? 'extraction.confirm' : 'extraction.decline',
      target: { type: 'invitation', id: inv.id },
      detail: { extractionId: inv.extractionId, ...(answer.remark ? { remark: answer.remark } : {}) },
      ip: meta.ip,
    });
  });
}
