import { type EvalProjectRow, effectiveState, type Page, stageOf } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { loadNegotiationState } from '../negotiation/negotiation-state.ts';
import { isoOrNull, lifecycleOf } from '../projects/project-view.ts';
import { countSeatedProjects, findSeatedProjectPage, listOwnSheets } from './evaluation-lists.repo.ts';
import { currentStep, phaseOf } from './evaluation-view.ts';

type PageQuery = { page: number; pageSize: number };

async function seatedPage(deps: Deps, specialistId: number, query: PageQuery, states?: readonly string[]) {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countSeatedProjects(deps.db, specialistId, states),
    findSeatedProjectPage(deps.db, specialistId, window, states),
  ]);
  return { total, rows };
}

/** `mine`: 在线评标's list — the projects on whose committee the expert sits, the latest opening first. */
export async function myEvaluations(deps: Deps, specialistId: number, query: PageQuery): Promise<Page<EvalProjectRow>> {
  const { total, rows } = await seatedPage(deps, specialistId, query);
  const own = await listOwnSheets(
    deps.db,
    specialistId,
    rows.map((r) => r.project.id),
  );
  const now = deps.clock.now();
  const list = await Promise.all(
    rows.map(async (row): Promise<EvalProjectRow> => {
      const phase = phaseOf(row.openedAt !== null, row);
      // Only a 竞争性谈判 project in its reviews reads its rounds (a page holds at most a few).
      const negotiation = phase === 'detailed' ? await loadNegotiationState(deps.db, row.project, row, now) : null;
      const step = currentStep(phase);
      const sheet = step ? own.find((s) => s.projectId === row.project.id && s.step === step) : undefined;
      return {
        projectId: row.project.id,
        projectCode: row.project.projectCode,
        projectName: row.project.projectName,
        purchaseWay: row.project.purchaseWay,
        openTime: isoOrNull(row.project.openTime),
        address: row.project.openAddress,
        projectState: effectiveState(lifecycleOf(row.project), now),
        phase,
        stage: stageOf(phase, row.project.purchaseWay, negotiation),
        isChair: row.chairSpecialistId === specialistId,
        mySheet: sheet?.status ?? 'none',
      };
    }),
  );
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/** 我的信息's history: the projects the expert sat on whose result is public (公示中 or 已中标). */
export const PUBLIC_RESULT_STATES = ['publicity', 'awarded'] as const;

export async function myEvaluationHistory(deps: Deps, specialistId: number, query: PageQuery) {
  const { total, rows } = await seatedPage(deps, specialistId, query, PUBLIC_RESULT_STATES);
  const now = deps.clock.now();
  const list = rows.map((row) => ({
    projectId: row.project.id,
    projectCode: row.project.projectCode,
    projectName: row.project.projectName,
    openTime: isoOrNull(row.project.openTime),
    reportNo: row.reportNo,
    wasChair: row.chairSpecialistId === specialistId,
    projectState: effectiveState(lifecycleOf(row.project), now),
  }));
  return { list, total, page: query.page, pageSize: query.pageSize };
}
