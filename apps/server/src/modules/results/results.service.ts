import {
  type Award,
  canPerform,
  effectiveState,
  type MyResult,
  openObjectionsRefusal,
  type PublicityPhase,
  publicityEnd,
  type ResultSummary,
  toPurchaseWay,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { hasBidOnProject } from '../bids/bids.repo.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { type LetterFacts, letterFileName, renderLetterPdf } from './letter-pdf.ts';
import { loadCandidates } from './result-candidates.service.ts';
import { countObjections, findCompanyName, findLetter, isEnrolled } from './results.repo.ts';

/** A company that never enrolled learns nothing of the project's result (like the 开标记录's refusal). */
export const NOT_A_BIDDER = '您未参与该项目投标，不能查看采购结果';
export const NO_LETTER_YET = '中标公告发布后方可下载通知书';
export const NO_LETTER_FOR_NON_BIDDER = '您未参与该项目投标，没有中标或结果通知书';

async function publicityDaysOf(db: DbOrTx, purchaseWay: number): Promise<number> {
  const way = toPurchaseWay(purchaseWay);
  return way === null ? 3 : (await findPurchaseSettings(db, way)).publicityDays;
}

/** The publicity as published: its start and the instant it really ends (never sooner than the way's days). */
function publicityOf(project: ProjectRow, days: number, now: Date) {
  if (!project.gsTime) return null;
  const end = publicityEnd(project.gsTime, days, project.gsEndTime)!;
  const at = now.getTime();
  const phase: PublicityPhase = at < project.gsTime.getTime() ? 'pending' : at < end ? 'running' : 'ended';
  return { gsTime: project.gsTime.toISOString(), gsEndTime: new Date(end).toISOString(), phase };
}

async function awardOf(db: DbOrTx, project: ProjectRow): Promise<Award | null> {
  if (project.winnerSupplierId === null || !project.awardedAt || project.awardAmount === null) return null;
  return {
    supplierId: project.winnerSupplierId,
    companyName: (await findCompanyName(db, project.winnerSupplierId)) ?? '',
    amount: project.awardAmount,
    reason: project.awardReason,
    awardedAt: project.awardedAt.toISOString(),
  };
}

/** `GET summary` (staff of 项目管理): the 结果 panel of the project page. */
export async function resultSummary(deps: Deps, projectId: number): Promise<ResultSummary> {
  const project = await requireProject(deps.db, projectId);
  const now = deps.clock.now();
  const days = await publicityDaysOf(deps.db, project.purchaseWay);
  const { reportNo, rankBy, rankBasis, candidates } = await loadCandidates(deps.db, projectId);
  const objections = await countObjections(deps.db, projectId);
  const lifecycle = lifecycleOf(project);
  const state = effectiveState(lifecycle, now);
  let winnerBlockedBy: string | null = null;
  if (state === 'publicity') {
    // Every reason at once: the lifecycle stops at the first, but staff answering an objection while the publicity
    // still runs should see both what is left to do and what is left to wait for.
    const reasons: string[] = [];
    const check = canPerform(lifecycle, 'publishWinner', { now, publicityDays: days, openObjections: 0 });
    if (!check.ok) reasons.push(check.reason);
    const unanswered = openObjectionsRefusal(objections.open);
    if (unanswered) reasons.push(unanswered);
    winnerBlockedBy = reasons.length > 0 ? reasons.join('；') : null;
  }
  return {
    projectId,
    projectState: state,
    reportNo,
    candidates,
    rankBy,
    rankBasis,
    publicityDays: days,
    publicity: publicityOf(project, days, now),
    openObjections: objections.open,
    totalObjections: objections.total,
    winnerBlockedBy,
    award: await awardOf(deps.db, project),
  };
}

/** `GET mine` (vender): the company's view of the result in 我的项目. */
export async function myResult(deps: Deps, principal: Principal, projectId: number): Promise<MyResult> {
  const project = await requireProject(deps.db, projectId);
  const supplierId = principal.userId;
  if (!(await isEnrolled(deps.db, projectId, supplierId))) throw ruleBroken(NOT_A_BIDDER);
  const now = deps.clock.now();
  const isBidder = await hasBidOnProject(deps.db, projectId, supplierId);
  const days = await publicityDaysOf(deps.db, project.purchaseWay);
  const publicity = publicityOf(project, days, now);
  const state = effectiveState(lifecycleOf(project), now);
  const candidates = isBidder && publicity ? (await loadCandidates(deps.db, projectId)).candidates : [];
  const running =
    publicity !== null &&
    now.getTime() >= Date.parse(publicity.gsTime) &&
    now.getTime() < Date.parse(publicity.gsEndTime);
  const award = isBidder ? await awardOf(deps.db, project) : null;
  const letter = isBidder && award ? await findLetter(deps.db, projectId, supplierId) : undefined;
  return {
    projectId,
    projectState: state,
    isBidder,
    publicity,
    candidates,
    canObject: isBidder && state === 'publicity' && !project.paused && running,
    outcome: award ? (award.supplierId === supplierId ? 'won' : 'lost') : null,
    award: award
      ? {
          supplierId: award.supplierId,
          companyName: award.companyName,
          amount: award.amount,
          awardedAt: award.awardedAt,
        }
      : null,
    letter: letter ? { kind: letter.kind, letterNo: letter.letterNo, issuedAt: letter.issuedAt.toISOString() } : null,
  };
}

/** `GET letter` (vender): the company's 中标通知书 or 结果通知书, once the 中标公告 is published. */
export async function myLetterPdf(deps: Deps, principal: Principal, projectId: number) {
  const project = await requireProject(deps.db, projectId);
  const supplierId = principal.userId;
  if (!(await hasBidOnProject(deps.db, projectId, supplierId))) throw ruleBroken(NO_LETTER_FOR_NON_BIDDER);
  const award = await awardOf(deps.db, project);
  const letter = award ? await findLetter(deps.db, projectId, supplierId) : undefined;
  if (!award || !letter) throw ruleBroken(NO_LETTER_YET);
  const facts: LetterFacts = {
    projectName: project.projectName,
    projectCode: project.projectCode,
    purchaseName: project.purchaseName ?? '',
    companyName: (await findCompanyName(deps.db, supplierId)) ?? '',
    winnerName: award.companyName,
    awardAmount: award.amount,
  };
  return { pdf: await renderLetterPdf(letter, facts), ...letterFileName(letter) };
}
