/**
 * The time rules of docs/rules.md that publishing checks, as pure functions returning the refusal (or null):
 * the order of the four tender times and the minimum period from the announcement to the bid deadline.
 */
import {
  type AnnouncementSourceFields,
  checkMinimumPeriod,
  type PurchaseSettings,
  type PurchaseWay,
  TENDER_TIME_LABELS,
  type TenderTimeField,
  toPurchaseWay,
  validateTimeOrder,
} from '@swp/core';
import { projectTimes, timesOf } from './announcement-fields.ts';
import type { AnnouncementProject } from './announcement-project.repo.ts';

export const OPEN_ADDRESS_MISSING = '项目尚未填写开标地点，请先编辑项目填写开标地点后再发布招标公告';

type Settings = Record<PurchaseWay, PurchaseSettings>;

function minimumPeriodRefusal(project: AnnouncementProject, from: Date, deadline: Date, settings: Settings) {
  const way = toPurchaseWay(project.purchaseWay);
  if (way === null) return '项目的采购方式不正确，请先修改项目';
  const check = checkMinimumPeriod(way, from, deadline, settings);
  return check.ok ? null : check.reason;
}

/**
 * A 招标公告 published at `now`: all four times, in order; enrolment not already over; and at least the purchase
 * way's minimum period (询价 3 working days, 公开招标 20 days …) from now to the bid deadline.
 */
export function tenderTimeRefusal(
  project: AnnouncementProject,
  fields: AnnouncementSourceFields,
  now: Date,
  settings: Settings,
): string | null {
  // docs/integration.md: the notice and the experts' invitations name the place, so it must be known first.
  if (!project.openAddress?.trim()) return OPEN_ADDRESS_MISSING;
  const times = timesOf(fields);
  const [issue] = validateTimeOrder(times, { requireAll: true });
  if (issue) return issue.message;
  if (times.enrollEndTime! <= now) return '报名截止时间已过，请修改后再发布';
  return minimumPeriodRefusal(project, now, times.closeFileupTime!, settings);
}

/**
 * A 更正公告 changing some times: each changed time still ahead (except the enrolment start, which may already
 * have passed), the corrected set in order, and a moved deadline still at least the minimum period after the
 * original 招标公告 — a correction cannot shorten the period suppliers were promised.
 */
export function correctionTimeRefusal(
  project: AnnouncementProject,
  fields: AnnouncementSourceFields,
  now: Date,
  tenderPublishedAt: Date,
  settings: Settings,
): string | null {
  const changed = timesOf(fields);
  if (Object.keys(changed).length === 0) return null;
  for (const [field, at] of Object.entries(changed) as [TenderTimeField, Date][]) {
    if (field !== 'enrollTime' && at <= now) return `更正后的${TENDER_TIME_LABELS[field]}不能早于当前时间`;
  }
  const merged = { ...projectTimes(project), ...changed };
  const [issue] = validateTimeOrder(merged, { requireAll: true });
  if (issue) return issue.message;
  if (!changed.closeFileupTime) return null;
  return minimumPeriodRefusal(project, tenderPublishedAt, changed.closeFileupTime, settings);
}
