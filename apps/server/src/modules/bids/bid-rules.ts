import { type EnrolmentStatus, effectiveState, formatDateTimeCn } from '@swp/core';
import { lifecycleOf } from '../projects/project-view.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';

/**
 * Who may lodge a bid, and when (docs/rules.md): a company whose enrolment passed 资格审查, from then until
 * closeFileupTime by the server's clock, while the project is not paused. The window opens with the review, not at
 * 报名截止: staff may pass an enrolment while enrolment is still open, and the company may lodge at once (the
 * bids stay sealed until the opening either way). Each function answers the refusal in the company's words, or
 * null; the upload asks both before the file streams and again, under lock, before the row is written.
 */

export const NO_ENROLMENT = '您未报名该项目（标段），不能递交投标文件';
export const CHOOSE_SECTION = '请选择要投标的标段';

export function enrolmentRefusal(status: EnrolmentStatus | undefined): string | null {
  if (status === undefined) return NO_ENROLMENT;
  if (status === 'pending') return '报名资格审查尚未完成，审查通过后才能递交投标文件';
  if (status === 'failed') return '报名资格审查未通过，不能递交投标文件';
  return null;
}

export function bidWindowRefusal(
  project: Pick<ProjectRow, 'status' | 'paused' | 'enrollTime' | 'enrollEndTime' | 'closeFileupTime'>,
  now: Date,
): string | null {
  if (project.paused) return '项目已暂停，暂不能递交投标文件';
  const state = effectiveState(lifecycleOf(project), now);
  if (state === 'enrolling' || state === 'bidding') {
    // Every tender has its deadline (the 招标公告 sets it); a project without one is not open for bids.
    return project.closeFileupTime ? null : '项目未设置投标截止时间，不能递交投标文件';
  }
  if (state === 'failed') return '项目已流标，不能递交投标文件';
  if (state === 'draft' || state === 'approved' || state === 'announced') return '项目尚未开始接收投标文件';
  const deadline = project.closeFileupTime ? `（${formatDateTimeCn(project.closeFileupTime.getTime())}）` : '';
  return `投标截止时间${deadline}已过，不能再递交投标文件`;
}
