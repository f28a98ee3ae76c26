import { type EvalReport, negotiationRefusal, rankBasisText, reportNegotiationOf } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { loadNegotiationState } from '../negotiation/negotiation-state.ts';
import { transitionProject } from '../projects/project-transition.ts';
import { bidIdsOf } from './bid-ids.ts';
import { missingMessage, notSubmitted } from './chair-review.service.ts';
import { lockEvaluation, storeReport } from './committee.repo.ts';
import { assertChair, memberContext } from './evaluation-access.ts';
import { loadBidders, loadStandard } from './evaluation-facts.ts';
import { reportAnswer, storedPreliminary } from './evaluation-stored.ts';
import { buildReport } from './report-build.ts';
import { listSheets } from './sheets.repo.ts';

/**
 * `submitResult` (the chair, docs/rules.md): once every member submitted 详细评审, the report is computed (core
 * computeEvaluation), numbered, frozen in evaluations.report, and the project takes finishEvaluation (评标中 →
 * 评标完成) — all in ONE transaction through the one transition function, which locks the project first: of two
 * clicks at once the second finds 评标完成 and is refused, so there is one report. The seat is checked before the
 * lifecycle, so a non-member learns nothing of the project's state.
 */
export async function submitResult(
  deps: Deps,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<EvalReport> {
  return deps.db.transaction(async (tx) => {
    const { committee } = await memberContext(tx, principal, projectId);
    return transitionProject(
      tx,
      { clock: deps.clock, actor: actorOf(principal), ip: meta.ip },
      { projectId, action: 'finishEvaluation' },
      async (tx, project, now) => {
        const evaluation = await lockEvaluation(tx, projectId, 'update');
        assertChair(evaluation, principal);
        const preliminary = storedPreliminary(evaluation.preliminary);
        if (!preliminary) throw ruleBroken('初步评审尚未结束，不能提交评标结果');
        // 竞争性谈判: a closed round of final quotes or the chair's recorded reason; never an open round.
        const negotiation = await loadNegotiationState(tx, project, evaluation, now);
        const refusal = negotiation && negotiationRefusal(project.purchaseWay, negotiation);
        if (refusal) throw ruleBroken(refusal);
        const sheets = await listSheets(tx, projectId);
        const missing = notSubmitted(committee, sheets, 'detailed');
        if (missing.length > 0) throw ruleBroken(missingMessage(missing, 'detailed'));

        const standard = await loadStandard(tx, project);
        const bidders = await loadBidders(tx, projectId, now);
        const passedIds = new Set(preliminary.filter((p) => p.passed).map((p) => p.bidId));
        const unread = bidders.filter((b) => passedIds.has(b.bidId) && b.finalOffer === null);
        if (unread.length > 0) {
          throw ruleBroken(`以下投标人的报价无法读取，不能计算价格分：${unread.map((b) => b.companyName).join('、')}`);
        }
        const chairName = committee.find((m) => m.specialistId === evaluation.chairSpecialistId)?.name ?? '';
        const report = buildReport({
          project,
          standard,
          bidders,
          committee,
          chairName,
          preliminary,
          sheets,
          negotiation: negotiation && reportNegotiationOf(project.purchaseWay, negotiation),
          submittedAt: now,
        });
        if (!(await storeReport(tx, projectId, { reportNo: report.reportNo, body: report, at: now }))) {
          throw ruleBroken('评标结果已提交');
        }
        return {
          detail: {
            reportNo: report.reportNo,
            ranked: report.rows.length,
            failed: report.failed.length,
            ...(report.negotiation ? { basis: rankBasisText(report) } : {}),
          },
          result: reportAnswer(report, bidIdsOf(bidders)),
        };
      },
    );
  });
}
