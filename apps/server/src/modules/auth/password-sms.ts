import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { type AuditEvent, audit } from '../audit/audit.service.ts';

export interface PasswordSmsUndo {
  /**
   * Puts the row back as it was before the new password; answers false when the row has changed since (someone
   * signed in and set their own password), and then nothing is undone.
   */
  undo(tx: Tx): Promise<boolean>;
  /** The withdrawal's audit line, written only when the undo took place. */
  withdrawn: AuditEvent;
  /** The refusal the caller answers (「短信发送失败，…，请稍后重试」). */
  refusal: string;
}

/**
 * Texts a message carrying a password the database already holds (an account opened, a password reset). The
 * password exists nowhere else, so when the SMS cannot be sent the write is undone in one transaction, the
 * withdrawal audited and the request refused: nobody is left with a password nobody knows. Shared by 账号管理
 * (staff accounts) and 专家管理 (expert accounts).
 */
export async function sendPasswordSmsOrUndo(
  deps: Deps,
  to: { mobile: string; text: string },
  fallback: PasswordSmsUndo,
) {
  try {
    await deps.sms.send(to.mobile, to.text);
  } catch {
    await deps.db.transaction(async (tx) => {
      if (await fallback.undo(tx)) await audit(tx, deps.clock, fallback.withdrawn);
    });
    throw ruleBroken(fallback.refusal);
  }
}
