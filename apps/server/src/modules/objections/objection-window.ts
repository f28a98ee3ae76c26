/**
 * When an objection may be filed (docs/rules.md): while the project is 公示中 and now ∈ [gsTime, publicity
 * end), the end being the announced gsEndTime and never sooner than the way's publicityDays (core publicityEnd).
 * A pause does NOT stop it: a pause stops the deadline actions that move the project on, and an objection moves
 * nothing — it is the bidder's complaint, often the very reason for the pause, so it stays open to them.
 */
import { PROJECT_STATE_LABELS, type PurchaseWay, publicityEnd } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { findPurchaseSettings } from '../purchase-settings/purchase-settings.repo.ts';

export const NOT_STARTED = '结果公示尚未开始，不能提出异议';
export const ENDED = '结果公示期已结束，不能提出异议';

type WindowProject = Pick<ProjectRow, 'status' | 'gsTime' | 'gsEndTime'>;

/** Why no objection may be filed now, or null when one may. */
export function objectionRefusal(project: WindowProject, publicityDays: number, now: Date): string | null {
  if (project.status === 'awarded') return ENDED;
  if (project.status === 'failed') return `项目当前状态为「${PROJECT_STATE_LABELS.failed}」，不能提出异议`;
  if (project.status !== 'publicity' || !project.gsTime || now < project.gsTime) return NOT_STARTED;
  const end = publicityEnd(project.gsTime, publicityDays, project.gsEndTime);
  return end === null || now.getTime() >= end ? ENDED : null;
}

/** The way's publicity days (采购参数), as the 中标公告's check reads them. */
export async function publicityDaysOf(db: DbOrTx, project: Pick<ProjectRow, 'purchaseWay'>): Promise<number> {
  return (await findPurchaseSettings(db, project.purchaseWay as PurchaseWay)).publicityDays;
}
