import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';

export type NoticeLog = Pick<FastifyBaseLogger, 'warn'>;

/** What changed on an account that its owner must hear of: a mobile or the roles. */
export interface AccountChangeNotice {
  userId: number;
  name: string;
  username: string;
  mobile?: { from: string; to: string };
  roles?: string[];
  /** The mobile on file now (the new one when it changed). */
  currentMobile: string;
}

/** Mobiles appear masked even in the owner's own SMS: the old mobile may already be somebody else's phone. */
export function accountChangeText(notice: AccountChangeNotice): string {
  const changes = [
    notice.mobile &&
      (notice.mobile.from
        ? `绑定手机号已由${maskMobile(notice.mobile.from)}改为${maskMobile(notice.mobile.to)}`
        : `已登记手机号${maskMobile(notice.mobile.to)}`),
    notice.roles && `角色已变更为：${notice.roles.length > 0 ? notice.roles.join('、') : '无'}`,
  ].filter((c): c is string => !!c);
  return SmsTemplates.staffAccountChanged({ name: notice.name, username: notice.username, changes });
}

/**
 * Tells the owner, after the commit, on the old mobile and the new one: the old one reaches the real owner when
 * somebody changed the mobile to their own. A notice that cannot be sent does not undo the change (it is made and
 * audited); it is logged (masked mobile, never the text) and the caller told to inform the owner another way.
 * Answers whether every message went.
 */
export async function sendAccountChangeNotice(
  deps: Deps,
  log: NoticeLog,
  notice: AccountChangeNotice,
): Promise<boolean> {
  const to = [...new Set([notice.mobile?.from, notice.currentMobile].filter((m): m is string => !!m))];
  const text = accountChangeText(notice);
  let allSent = true;
  for (const mobile of to) {
    try {
      await deps.sms.send(mobile, text);
    } catch (error) {
      allSent = false;
      log.warn(
        { staffUserId: notice.userId, to: maskMobile(mobile), error: (error as Error).message },
        '账号变更通知短信发送失败',
      );
    }
  }
  return allSent;
}
