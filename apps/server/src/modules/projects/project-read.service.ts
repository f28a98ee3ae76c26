import {
  allowedActions,
  type Page,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectListRow,
  type ProjectLogEntry,
  projectLogActionLabel,
  TRANSITIONS,
  toPurchaseWay,
} from '@swp/core';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { mayReadCommittee } from '../extraction/committee-access.ts';
import { COMMITTEE_LOG_ACTIONS } from '../extraction/committee-log.ts';
import { findExtraction } from '../extraction/extraction.repo.ts';
import { loadPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';
import { countObjections } from '../results/results.repo.ts';
import { listProjectPage } from './project-list.repo.ts';
import { listProjectAuditPage } from './project-logs.repo.ts';
import { isoOrNull, lifecycleOf, toListRow } from './project-view.ts';
import { findProjectCode, findProjectWithNames, findRetenderCopy, listSections } from './projects.repo.ts';
import { requireProject } from './require-project.ts';

export async function listProjects(deps: Deps, query: ProjectListQuery): Promise<Page<ProjectListRow>> {
  // One instant for the filter and the labels, so a row never shows a state the filter did not ask for.
  const now = deps.clock.now();
  const { rows, total } = await listProjectPage(deps.db, query, now);
  return { list: rows.map((r) => toListRow(r, now)), total, page: query.page, pageSize: query.pageSize };
}

export async function projectDetail(deps: Deps, id: number): Promise<ProjectDetail> {
  const found = await findProjectWithNames(deps.db, id);
  if (!found) throw notFound('项目不存在');
  const { project: p } = found;
  const now = deps.clock.now();
  const sections = await listSections(deps.db, p.id);
  const retenderOf = await findProjectCode(deps.db, p.retenderOfId);
  const retenderedAs = await findRetenderCopy(deps.db, p.id);
  const settings = await loadPurchaseSettings(deps.db);
  const lifecycle = lifecycleOf(p, retenderedAs !== undefined);
  const way = toPurchaseWay(p.purchaseWay);
  const wayRules = way === null ? undefined : settings[way];
  const actions = allowedActions(lifecycle, {
    now,
    publicityDays: wayRules?.publicityDays,
    // 发布中标公告 is offered only while no objection is open (the results module counts them).
    openObjections: p.status === 'publicity' ? (await countObjections(deps.db, p.id)).open : 0,
    minBids: wayRules?.minBids,
  }).filter((action) => TRANSITIONS[action].trigger === 'staff');
  return {
    ...toListRow({ ...p, needDeptName: found.needDeptName, manageDeptName: found.manageDeptName }, now),
    purchaseName: p.purchaseName,
    categoryCn: p.categoryCn,
    totalInvestment: p.totalInvestment,
    specialFree: p.specialFree ?? '',
    other: p.other ?? '',
    tendCon: p.tendCon ?? '',
    bidRange: p.bidRange ?? '',
    section: p.section ?? '',
    address: p.address ?? '',
    openAddress: p.openAddress ?? '',
    encryptMode: p.encryptMode,
    cycle: p.cycle ?? '',
    qualityReq: p.qualityReq ?? '',
    qualificationReq: p.qualificationReq ?? '',
    sections,
    gradingStandard:
      p.gradingStandardId === null ? null : { id: p.gradingStandardId, name: found.gradingStandardName ?? '' },
    pauseReason: p.pauseReason,
    enrollEndTime: isoOrNull(p.enrollEndTime),
    closeFileupTime: isoOrNull(p.closeFileupTime),
    gsTime: isoOrNull(p.gsTime),
    lossDes: p.lossDes,
    retenderOf: retenderOf ?? null,
    retenderedAs: retenderedAs ?? null,
    createdByName: found.createdByName,
    updatedAt: p.updatedAt.toISOString(),
    actions,
  };
}

/**
 * The project's 操作日志. The committee's lines (draw, 补抽, 不能参加) are confidential like the committee itself: a
 * viewer `mayReadCommittee` refuses gets the log as if no expert had been drawn, until openTime has passed.
 */
export async function projectLogs(
  deps: Deps,
  principal: Principal,
  query: { id: number; page: number; pageSize: number },
): Promise<Page<ProjectLogEntry>> {
  await requireProject(deps.db, query.id);
  const extraction = await findExtraction(deps.db, { projectId: query.id });
  const mayRead = !extraction || mayReadCommittee(principal, extraction, deps.clock.now());
  const hidden = mayRead ? [] : COMMITTEE_LOG_ACTIONS;
  const { rows, total } = await listProjectAuditPage(deps.db, query.id, query, hidden);
  const list = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionLabel: projectLogActionLabel(r.action, r.detail),
    actorName: r.actorName,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    detail: r.detail ?? null,
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}
