import { AccountRule, accountRefusals } from '@swp/core';
import type { Deps, LinkMeta } from '../../deps.ts';
import { DAY } from '../../lib/clock.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { SmsTemplates } from '../sms/sms-templates.ts';
import { staffCredentials } from '../staff-auth/staff-account.repo.ts';
import { lockStaffUser, mobileTaken } from './accounts.repo.ts';
import { type Actor, keepingEveryPermissionHeld } from './admin-guard.ts';
import { mobilesBefore } from './mobile-changes.repo.ts';
import { resetPasswordBySms } from './password-issue.ts';
import { permsOfStaffUser } from './permission-holders.repo.ts';

/**
 * 重置密码 of a staff account (the shared flow: `resetPasswordBySms`). Refused on an account holding a permission
 * the actor lacks. The SMS goes to the mobile on file before any change of the last 24 hours: whoever changed
 * somebody's mobile to their own cannot reset the password to it the same day, and the owner, told of the change
 * on the old mobile, has a day to act. Answers where the SMS went (masked) and whether that was the earlier mobile.
 */
export async function resetStaffPassword(deps: Deps, principal: Principal, id: number, meta: LinkMeta) {
  const user = await resetPasswordBySms(
    deps,
    { principal, meta },
    {
      credentials: staffCredentials,
      transaction: (work) =>
        deps.db.transaction((tx) => keepingEveryPermissionHeld(tx, principal, (actor) => work(tx, actor))),
      async lock(tx, actor: Actor) {
        const row = await lockStaffUser(tx, id);
        if (!row) throw notFound(AccountRule.USER_NOT_FOUND);
        const refused = accountRefusals(actor, { id: row.id, perms: await permsOfStaffUser(tx, row.id) }).resetPassword;
        if (refused) throw ruleBroken(refused);
        const dayAgo = new Date(deps.clock.now().getTime() - DAY);
        const previous = (await mobilesBefore(tx, [row.id], dayAgo)).get(row.id);
        const earlier = previous !== undefined && previous !== row.mobile;
        if (previous === '') throw ruleBroken(AccountRule.PREVIOUS_MOBILE_NONE);
        // The earlier mobile may since be another account's: its owner must not receive this one's password.
        if (earlier && (await mobileTaken(tx, previous, row.id))) throw ruleBroken(AccountRule.PREVIOUS_MOBILE_TAKEN);
        return { ...row, smsTo: earlier ? previous : row.mobile, earlier };
      },
      logReset: (tx, user) =>
        audit(tx, deps.clock, {
          actor: actorOf(principal),
          action: 'staffUser.resetPassword',
          target: { type: 'staffUser', id: user.id },
          detail: {
            username: user.username,
            name: user.name,
            smsTo: maskMobile(user.smsTo),
            ...(user.earlier && { smsToPreviousMobile: true }),
          },
          ip: meta.ip,
        }),
      withdrawn: (user) => ({
        action: 'staffUser.resetPasswordWithdrawn',
        target: { type: 'staffUser', id: user.id },
        detail: { username: user.username },
      }),
      smsText: (user, password) =>
        SmsTemplates.staffPasswordReset({ name: user.name, account: user.username, password, baseUrl: meta.baseUrl }),
    },
  );
  return { id: user.id, mobile: maskMobile(user.smsTo), earlier: user.earlier };
}
