/**
 * The SMS that tells a company its objection was answered (the bidder is notified by SMS and reads the
 * answer in 我的项目). Sent after the answer has committed; a failed send keeps the answer, is logged without the
 * text and with the mobile masked, and staff are told to inform the company themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';

export type AnswerLog = Pick<FastifyBaseLogger, 'warn'>;

export interface ObjectionAnswerNotice {
  objectionId: number;
  mobile: string;
  companyName: string;
  projectName: string;
  baseUrl: string;
}

/** Whether the message went out. */
export async function sendObjectionAnswered(deps: Deps, log: AnswerLog, notice: ObjectionAnswerNotice) {
  try {
    await deps.sms.send(notice.mobile, SmsTemplates.objectionAnswered(notice));
    return true;
  } catch (error) {
    log.warn(
      { objectionId: notice.objectionId, to: maskMobile(notice.mobile), error: (error as Error).message },
      '异议答复短信发送失败',
    );
    return false;
  }
}
