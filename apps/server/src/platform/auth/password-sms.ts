import type { Tx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type AuditEvent, actorOf, audit } from '../audit/audit.service.ts';

const SMS_FAILED = '短信发送失败';

export interface PasswordSmsUndo {
  /**
   * Puts the row back as it was before the new password; answers false when the row has changed since (someone
   * signed in and set their own password), and then nothing is undone.
   */
  undo(tx: Tx): Promise<boolean>;
  /** The withdrawal's audit line, written only when the undo took place; its detail gains `reason: 短信发送失败`. */
  withdrawn: Pick<AuditEvent, 'action' | 'target' | 'detail'>;
  /** What did not happen, as the refusal says it: 「短信发送失败，<notDone>，请稍后重试」. */
  notDone: string;
}

/**
 * Texts a message carrying a password the database already holds (an account opened, a password reset). The
 * password exists nowhere else, so when the SMS cannot be sent the write is undone in one transaction, the
 * withdrawal audited (as done by `principal`) and the request refused: nobody is left with a password nobody knows.
 * Shared by 账号管理 (staff accounts) and 专家管理 (expert accounts).
 */
export async function sendPasswordSmsOrUndo(
  deps: Deps,
  by: { principal: Principal; meta: RequestMeta },
  to: { mobile: string; text: string },
  fallback: PasswordSmsUndo,
) {
  try {
    await deps.sms.send(to.mobile, to.text);
  } catch {
    const { action, target, detail } = fallback.withdrawn;
    await deps.db.transaction(async (tx) => {
      if (await fallback.undo(tx)) {
        await audit(tx, deps.clock, {
          actor: actorOf(by.principal),
          action,
          target,
          detail: { ...detail, reason: SMS_FAILED },
          ip: by.meta.ip,
        });
      }
    });
    throw ruleBroken(`${SMS_FAILED}，${fallback.notDone}，请稍后重试`);
  }
}
