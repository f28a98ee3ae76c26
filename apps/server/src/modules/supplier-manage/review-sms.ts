/**
 * The SMS that tells a company the result of its review (通过 / 驳回 with the reason). Sent after the
 * review has committed; a failed send does not undo the review, it is logged (never with the text: it names the
 * company and the reason) and staff are told to inform the company themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';

export type ReviewLog = Pick<FastifyBaseLogger, 'warn'>;

/** Whether the message went out. */
export async function sendReviewResult(
  deps: Deps,
  log: ReviewLog,
  to: { supplierId: number; mobile: string; companyName: string },
  outcome: { pass: boolean; reason: string; baseUrl: string },
): Promise<boolean> {
  try {
    await deps.sms.send(to.mobile, SmsTemplates.supplierReviewed({ companyName: to.companyName, ...outcome }));
    return true;
  } catch (error) {
    log.warn(
      { supplierId: to.supplierId, to: maskMobile(to.mobile), error: (error as Error).message },
      '供应商审核结果短信发送失败',
    );
    return false;
  }
}
