import { AccountRule, accountRefusals } from '@swp/core';
import type { Deps, LinkMeta } from '../../deps.ts';
import { DAY } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { randomInitialPassword } from '../auth/initial-password.ts';
import { sendPasswordSmsOrUndo } from '../auth/password-sms.ts';
import { revokeAllSessions } from '../auth/session.repo.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';
import { lockStaffUser, mobileTaken, swapStaffPasswordHash, updateStaffUserRow } from './accounts.repo.ts';
import { keepingEveryPermissionHeld } from './admin-guard.ts';
import { mobilesBefore } from './mobile-changes.repo.ts';
import { permsOfStaffUser } from './permission-holders.repo.ts';

/**
 * 重置密码 of a staff account: a new random password by SMS, sessions ended, csflg set. Refused on an account
 * holding a permission the actor lacks. The SMS goes to the mobile on file before any change of the last 24 hours:
 * whoever changed somebody's mobile to their own cannot reset the password to it the same day, and the
 * owner, told of the change on the old mobile, has a day to act. Answers where the SMS went (masked) and whether
 * that was the earlier mobile.
 */
export async function resetStaffPassword(deps: Deps, principal: Principal, id: number, meta: LinkMeta) {
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const { user, to, earlier } = await deps.db.transaction((tx) =>
    keepingEveryPermissionHeld(tx, principal, async (actor) => {
      const row = await lockStaffUser(tx, id);
      if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
      const refused = accountRefusals(actor, { id: row.id, perms: await permsOfStaffUser(tx, row.id) }).resetPassword;
      if (refused) throw ruleBroken(refused);
      const now = deps.clock.now();
      const previous = (await mobilesBefore(tx, [row.id], new Date(now.getTime() - DAY))).get(row.id);
      const earlier = previous !== undefined && previous !== row.mobile;
      if (previous === '') throw ruleBroken(AccountRule.PREVIOUS_MOBILE_NONE);
      // The earlier mobile may since be another account's: its owner must not receive this one's password.
      if (earlier && (await mobileTaken(tx, previous, row.id))) throw ruleBroken(AccountRule.PREVIOUS_MOBILE_TAKEN);
      const to = earlier ? previous : row.mobile;
      await updateStaffUserRow(tx, row.id, { passwordHash, mustChangePassword: true, updatedAt: now });
      // Like a password change (docs/integration.md): every token of the old password stops working.
      await revokeAllSessions(tx, 'staff', row.id, now);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'staffUser.resetPassword',
        target: { type: 'staffUser', id: row.id },
        detail: {
          username: row.username,
          name: row.name,
          smsTo: maskMobile(to),
          ...(earlier && { smsToPreviousMobile: true }),
        },
        ip: meta.ip,
      });
      return { user: row, to, earlier };
    }),
  );

  await sendPasswordSmsOrUndo(
    deps,
    { principal, meta },
    {
      mobile: to,
      text: SmsTemplates.staffPasswordReset({
        name: user.name,
        account: user.username,
        password,
        baseUrl: meta.baseUrl,
      }),
    },
    {
      undo: (tx) =>
        swapStaffPasswordHash(tx, user.id, passwordHash, {
          passwordHash: user.passwordHash,
          mustChangePassword: user.mustChangePassword,
          updatedAt: deps.clock.now(),
        }),
      withdrawn: {
        action: 'staffUser.resetPasswordWithdrawn',
        target: { type: 'staffUser', id: user.id },
        detail: { username: user.username },
      },
      notDone: '密码未重置',
    },
  );
  return { id: user.id, mobile: maskMobile(to), earlier };
}
