/**
 * The SMS that tells a company the result of its 资格审查 (issue 11: the supplier sees the result and gets an SMS).
 * Sent after the review has committed; a failed send keeps the review, is logged without the text (it names the
 * company, the project and the reason) and staff are told to inform the company themselves.
 */
import { formatDateTimeCn } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import type { ReviewLog } from '../supplier-manage/review-sms.ts';

export interface EnrolmentReviewNotice {
  enrolmentId: number;
  mobile: string;
  companyName: string;
  projectName: string;
  sectionName: string | null;
  closeFileupTime: Date | null;
  pass: boolean;
  reason: string;
}

export function enrolmentReviewText(n: EnrolmentReviewNotice): string {
  const project = `“${n.projectName}”${n.sectionName ? `（${n.sectionName}）` : ''}`;
  if (!n.pass) {
    return `【水务集团电子采购】${n.companyName}：您报名的项目${project}未通过资格审查，原因：${n.reason}。`;
  }
  const deadline = n.closeFileupTime ? `于${formatDateTimeCn(n.closeFileupTime.getTime())}前` : '在投标截止前';
  return `【水务集团电子采购】${n.companyName}：您报名的项目${project}已通过资格审查，请${deadline}登录供应商端“我的项目”上传投标文件。`;
}

/** Whether the message went out. */
export async function sendEnrolmentReviewResult(
  deps: Deps,
  log: ReviewLog,
  notice: EnrolmentReviewNotice,
): Promise<boolean> {
  try {
    await deps.sms.send(notice.mobile, enrolmentReviewText(notice));
    return true;
  } catch (error) {
    log.warn(
      { enrolmentId: notice.enrolmentId, to: maskMobile(notice.mobile), error: (error as Error).message },
      '报名审查结果短信发送失败',
    );
    return false;
  }
}
