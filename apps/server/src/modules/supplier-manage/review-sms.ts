/**
 * The SMS that tells a company the result of its review (issue 10: 通过 / 驳回 with the reason). Sent after the
 * review has committed; a failed send does not undo the review, it is logged (never with the text: it names the
 * company and the reason) and staff are told to inform the company themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';

export type ReviewLog = Pick<FastifyBaseLogger, 'warn'>;

export function reviewResultText(companyName: string, pass: boolean, reason: string): string {
  return pass
    ? `【水务集团电子采购】${companyName}：您在电子采购交易平台的注册信息已审核通过，现可登录供应商端参与项目报名。`
    : `【水务集团电子采购】${companyName}：您在电子采购交易平台的注册信息未通过审核，原因：${reason}。请登录供应商端在用户中心修改后重新提交。`;
}

/** Whether the message went out. */
export async function sendReviewResult(
  deps: Deps,
  log: ReviewLog,
  to: { supplierId: number; mobile: string; companyName: string },
  outcome: { pass: boolean; reason: string },
): Promise<boolean> {
  try {
    await deps.sms.send(to.mobile, reviewResultText(to.companyName, outcome.pass, outcome.reason));
    return true;
  } catch (error) {
    log.warn(
      { supplierId: to.supplierId, to: maskMobile(to.mobile), error: (error as Error).message },
      '供应商审核结果短信发送失败',
    );
    return false;
  }
}
