/**
 * The SMS that tells a company the result of its 资格审查 (the supplier sees the result and gets an SMS).
 * Sent after the review has committed; a failed send keeps the review, is logged without the text (it names the
 * company, the project and the reason) and staff are told to inform the company themselves.
 */
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { type EnrolmentReviewSmsParams, SmsTemplates } from '../sms/sms-templates.ts';
import type { ReviewLog } from '../supplier-manage/review-sms.ts';

export interface EnrolmentReviewNotice extends EnrolmentReviewSmsParams {
  enrolmentId: number;
  mobile: string;
}

/** Whether the message went out. */
export async function sendEnrolmentReviewResult(
  deps: Deps,
  log: ReviewLog,
  notice: EnrolmentReviewNotice,
): Promise<boolean> {
  try {
    await deps.sms.send(notice.mobile, SmsTemplates.enrolmentReviewed(notice));
    return true;
  } catch (error) {
    log.warn(
      { enrolmentId: notice.enrolmentId, to: maskMobile(notice.mobile), error: (error as Error).message },
      '报名审查结果短信发送失败',
    );
    return false;
  }
}
