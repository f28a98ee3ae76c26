/**
 * 签名确认 of the 评标报告 (docs/rules.md): after the chair submitted the result each member confirms it with an SMS code
 * sent to the member's own mobile (purpose report-sign, through the sms-code service: 60 s between sends, 10 a
 * day, 5 tries, single use), once, with any dissent in writing. Whether the member signed already is checked
 * before a code is sent or used, so a second signature costs no code; the primary key keeps it once regardless.
 */
import type { signInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { sendSmsCode, verifySmsCode } from '../sms-code/sms-code.service.ts';
import { findEvaluation, hasSigned, insertSignature } from './committee.repo.ts';
import { assertNotPaused, type MemberContext, memberContext } from './evaluation-access.ts';
import { memberWrite } from './member-write.ts';
import { NO_REPORT } from './report.service.ts';

export const ALREADY_SIGNED = '您已签名确认';

async function signableBy(deps: Deps, principal: Principal, projectId: number): Promise<MemberContext> {
  const ctx = await memberContext(deps.db, principal, projectId);
  const evaluation = await findEvaluation(deps.db, projectId);
  if (!evaluation?.submittedAt) throw ruleBroken(`${NO_REPORT}，不能签名确认`);
  assertNotPaused(ctx.project);
  if (await hasSigned(deps.db, projectId, principal.userId)) throw ruleBroken(ALREADY_SIGNED);
  return ctx;
}

/** `signCode`: the code to the member's own mobile; the answer names it masked. */
export async function sendSignCode(deps: Deps, principal: Principal, projectId: number, meta: RequestMeta) {
  const { me } = await signableBy(deps, principal, projectId);
  await sendSmsCode(deps, me.mobile, 'report-sign', meta.ip);
  return `验证码已发送至${maskMobile(me.mobile)}`;
}

/** `sign`: the code is checked (and used up), then the signature and its audit line are written together. */
export async function signReport(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof signInput>,
  meta: RequestMeta,
): Promise<void> {
  const { me } = await signableBy(deps, principal, input.projectId);
  await verifySmsCode(deps, me.mobile, 'report-sign', input.code);
  const dissent = input.dissent ?? '';
  await memberWrite(
    deps,
    principal,
    input.projectId,
    'share',
    async (tx, ctx) => {
      if (!ctx.evaluation.submittedAt) throw ruleBroken(`${NO_REPORT}，不能签名确认`);
      const signed = await insertSignature(tx, {
        projectId: input.projectId,
        specialistId: me.specialistId,
        dissent,
        at: ctx.now,
      });
      if (!signed) throw ruleBroken(ALREADY_SIGNED);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'evaluation.sign',
        target: { type: 'project', id: input.projectId },
        // The dissent is part of the report; the log says whether there was one.
        detail: { withDissent: dissent !== '' },
        ip: meta.ip,
      });
    },
    assertNotPaused,
  );
}
