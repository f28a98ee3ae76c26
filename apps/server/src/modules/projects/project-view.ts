import {
  effectiveState,
  type LifecycleProject,
  type ProjectListRow,
  PURCHASE_WAY_LABELS,
  type PurchaseWay,
  parseProjectState,
  projectStatusLabel,
  toPurchaseWay,
} from '@swp/core';
import type { ProjectListDbRow } from './project-list.repo.ts';
import type { ProjectRow } from './projects.repo.ts';

function asPurchaseWay(way: number): PurchaseWay {
  const known = toPurchaseWay(way);
  if (known === null) throw new Error(`unknown purchase way ${way}`);
  return known;
}

/** What core's lifecycle table needs to know about a project row (the state read by core's one parser). */
type LifecycleColumns = Pick<ProjectRow, 'status' | 'paused'> &
  Partial<
    Pick<
      ProjectRow,
      'pauseReason' | 'enrollTime' | 'enrollEndTime' | 'closeFileupTime' | 'openTime' | 'gsTime' | 'gsEndTime'
    >
  >;

export function lifecycleOf(row: LifecycleColumns, retendered = false): LifecycleProject {
  return {
    status: parseProjectState(row.status),
    paused: row.paused,
    pauseReason: row.pauseReason,
    enrollTime: row.enrollTime,
    enrollEndTime: row.enrollEndTime,
    closeFileupTime: row.closeFileupTime,
    openTime: row.openTime,
    gsTime: row.gsTime,
    gsEndTime: row.gsEndTime,
    retendered,
  };
}

export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A row of the project table: the effective state as of `now`, labels, ISO times. */
export function toListRow(row: ProjectListDbRow, now: Date): ProjectListRow {
  const lifecycle = lifecycleOf(row);
  const purchaseWay = asPurchaseWay(row.purchaseWay);
  return {
    id: row.id,
    projectCode: row.projectCode,
    projectName: row.projectName,
    purchaseWay,
    purchaseWayLabel: PURCHASE_WAY_LABELS[purchaseWay],
    status: effectiveState(lifecycle, now),
    statusLabel: projectStatusLabel(lifecycle, now),
    paused: row.paused,
    needDeptId: row.needDeptId,
    needDeptName: row.needDeptName,
    manageDeptId: row.manageDeptId,
    manageDeptName: row.manageDeptName,
    budget: row.budget,
    enrollTime: isoOrNull(row.enrollTime),
    openTime: isoOrNull(row.openTime),
    createdAt: row.createdAt.toISOString(),
  };
}
