/**
 * Who may enrol (docs/rules.md: "only if approved (审核通过) and not blacklisted"): one rule, read by 用户中心 (GET
 * /api/suppler/info `canEnrol` / `enrolRefusal`) and by enrolment itself, so the company is told
 * beforehand exactly what 报名 would answer.
 */
import type { BlacklistNotice } from '../blacklist/responses.ts';
import { formatDateCn, parseDateTime } from '../project/time.ts';
import type { SupplierStatus } from './labels.ts';

/** `2027-02-28` → `2027年2月28日` (a Beijing calendar day as the notices write it). */
export const formatDayCn = (day: string): string => formatDateCn(parseDateTime(day) ?? Number.NaN);

const withReason = (text: string, reason: string) => (reason.trim() === '' ? text : `${text}：${reason.trim()}`);

/**
 * Why the company may not enrol now, in the words it is shown, or undefined when it may. `banNotice` is the
 * blacklist entry in force today (a 警告 does not stop it). A frozen account comes first (it cannot even act), then
 * a 禁止参与 (it stands whatever the review says, until its end date), then the review: pending, rejected.
 */
export function supplierEnrolRefusal(
  status: SupplierStatus,
  statusReason: string,
  banNotice?: BlacklistNotice,
): string | undefined {
  if (status === 'frozen') return withReason('账号已冻结', statusReason);
  if (banNotice?.type === 'ban') {
    return withReason(`贵公司已被列入黑名单（禁止参与），处罚期至${formatDayCn(banNotice.endDate)}`, banNotice.reason);
  }
  if (status === 'pending') return '贵公司注册资料尚在审核中，审核通过后方可报名';
  if (status === 'rejected') {
    return `${withReason('贵公司注册资料已驳回', statusReason)}。请在用户中心修改后重新提交审核`;
  }
  return undefined;
}
