/**
 * The chair's review (docs/rules.md): every member's sheets and who has not submitted, returning a sheet to its
 * member with a reason (unlocking it), and closing 初步评审 once every member submitted it. Each write locks the
 * evaluation row for update, so no member's sheet changes while a step is closed.
 */
import {
  type ChairSheets,
  EVAL_STEP_LABELS,
  type EvalStep,
  preliminaryOutcome,
  type returnSheetInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type CommitteeRow, closePreliminary, findEvaluation } from './committee.repo.ts';
import { assertChair, memberContext, ONLY_CHAIR } from './evaluation-access.ts';
import { isPreliminaryItem, loadBidders, loadBidIds, loadStandard } from './evaluation-facts.ts';
import type { StoredPreliminaryEntry, StoredPreliminaryResult } from './evaluation-stored.ts';
import { currentStep, detailedSheetOf, phaseOf, preliminarySheetOf, sheetOf } from './evaluation-view.ts';
import { memberWrite } from './member-write.ts';
import { listSheets, returnSheet, type SheetRow } from './sheets.repo.ts';

/** The members who have not submitted their sheet of the step, in committee order. */
export const notSubmitted = (committee: readonly CommitteeRow[], sheets: readonly SheetRow[], step: EvalStep) =>
  committee.filter((m) => sheetOf(sheets, m.specialistId, step)?.status !== 'submitted');

export const missingMessage = (missing: readonly CommitteeRow[], step: EvalStep) =>
  `以下专家尚未提交${EVAL_STEP_LABELS[step]}：${missing.map((m) => m.name).join('、')}`;

/** `sheets`: the chair's view of every member's sheets; `missing` lists the current step's unsubmitted. */
export async function chairSheets(deps: Deps, principal: Principal, projectId: number): Promise<ChairSheets> {
  const ctx = await memberContext(deps.db, principal, projectId);
  const evaluation = await findEvaluation(deps.db, projectId);
  if (!evaluation || evaluation.chairSpecialistId !== principal.userId) throw ruleBroken(ONLY_CHAIR);
  const [sheets, ids] = await Promise.all([listSheets(deps.db, projectId), loadBidIds(deps.db, projectId)]);
  const step = currentStep(phaseOf(true, evaluation));
  const finished = evaluation.submittedAt != null;
  return {
    sheets: ctx.committee.map((m) => ({
      specialistId: m.specialistId,
      name: m.name,
      preliminary: preliminarySheetOf(sheetOf(sheets, m.specialistId, 'preliminary'), ids),
      detailed: detailedSheetOf(sheetOf(sheets, m.specialistId, 'detailed'), ids),
    })),
    missing:
      finished || !step
        ? []
        : notSubmitted(ctx.committee, sheets, step).map((m) => ({ specialistId: m.specialistId, name: m.name, step })),
  };
}

/** `returnSheet`: a submitted sheet back to its member with the reason; 初步评审 only while it is open. */
export async function returnMemberSheet(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof returnSheetInput>,
  meta: RequestMeta,
): Promise<void> {
  const { projectId, specialistId, step, reason } = input;
  await memberWrite(deps, principal, projectId, 'update', async (tx, ctx) => {
    assertChair(ctx.evaluation, principal);
    if (!ctx.committee.some((m) => m.specialistId === specialistId)) throw invalid('该专家不是本项目的评标委员会成员');
    if (step === 'preliminary' && ctx.evaluation.preliminaryDoneAt) {
      throw ruleBroken('初步评审已结束，不能退回初步评审表');
    }
    if (!(await returnSheet(tx, { projectId, specialistId, step }, reason, ctx.now))) {
      throw ruleBroken('该评审表尚未提交，不能退回');
    }
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'evaluation.returnSheet',
      target: { type: 'project', id: projectId },
      detail: { specialistId, step, reason },
      ip: meta.ip,
    });
  });
}

/**
 * `finishPreliminary`: every member submitted 初步评审 → core preliminaryOutcome (a bidder failed by more than half
 * of the committee is out, every fail reason kept), frozen in evaluations.preliminary (evaluation-stored.ts).
 */
export async function finishPreliminary(
  deps: Deps,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<StoredPreliminaryResult[]> {
  return memberWrite(deps, principal, projectId, 'update', async (tx, ctx) => {
    assertChair(ctx.evaluation, principal);
    if (ctx.evaluation.preliminaryDoneAt) throw ruleBroken('初步评审已结束');
    const sheets = await listSheets(tx, projectId);
    const missing = notSubmitted(ctx.committee, sheets, 'preliminary');
    if (missing.length > 0) throw ruleBroken(missingMessage(missing, 'preliminary'));

    const standard = await loadStandard(tx, ctx.project);
    const bidders = await loadBidders(tx, projectId, ctx.now);
    const itemIds = new Set(standard.items.filter(isPreliminaryItem).map((i) => i.id));
    const verdicts = ctx.committee.flatMap((m) =>
      (sheetOf(sheets, m.specialistId, 'preliminary')!.entries as StoredPreliminaryEntry[])
        .filter((e) => itemIds.has(e.itemId))
        .map((e) => ({
          specialistId: m.specialistId,
          bidderId: e.bidId,
          itemId: e.itemId,
          pass: e.pass!,
          reason: e.reason,
        })),
    );
    const outcome = preliminaryOutcome({
      experts: ctx.committee.map((m) => m.specialistId),
      bidders: bidders.map((b) => b.bidId),
      verdicts,
    });
    const nameOf = (id: number) => ctx.committee.find((m) => m.specialistId === id)!.name;
    const itemName = (id: number) => standard.items.find((i) => i.id === id)!.name;
    const results: StoredPreliminaryResult[] = outcome.map((o) => ({
      bidId: o.bidderId,
      companyName: bidders.find((b) => b.bidId === o.bidderId)!.companyName,
      passed: o.passed,
      reasons: o.reasons.map((r) => ({
        specialistName: nameOf(r.specialistId),
        itemName: itemName(r.itemId),
        reason: r.reason,
      })),
    }));
    if (!(await closePreliminary(tx, projectId, results, ctx.now))) throw ruleBroken('初步评审已结束');
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'evaluation.finishPreliminary',
      target: { type: 'project', id: projectId },
      detail: { passed: results.filter((r) => r.passed).length, failed: results.filter((r) => !r.passed).length },
      ip: meta.ip,
    });
    return results;
  });
}
